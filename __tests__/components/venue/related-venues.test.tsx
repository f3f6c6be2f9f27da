import { render, screen, within } from '@testing-library/react'
import { RelatedVenues } from '@/components/venue/related-venues'
import { relatedVenues } from './fixtures'

describe('RelatedVenues', () => {
  it("is a labelled section headed 'More venues nearby'", () => {
    render(<RelatedVenues venues={relatedVenues} />)
    expect(screen.getByRole('heading', { level: 2, name: 'More venues nearby' })).toBeVisible()
    expect(screen.getByRole('region', { name: 'More venues nearby' })).toBeInTheDocument()
  })

  it('links each card to its venue page, named after the venue', () => {
    render(<RelatedVenues venues={relatedVenues} />)
    expect(screen.getByRole('link', { name: 'Northern Quarter Climbing' })).toHaveAttribute(
      'href',
      '/venues/northern-quarter-climbing',
    )
    expect(screen.getByRole('link', { name: 'Piccadilly Pool' })).toHaveAttribute(
      'href',
      '/venues/piccadilly-pool',
    )
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)
  })

  it('shows the activity count and a lazy, sized thumbnail', () => {
    render(<RelatedVenues venues={relatedVenues} />)
    const [first, second] = screen.getAllByRole('listitem') as HTMLElement[]
    expect(within(first as HTMLElement).getByText('3 activities')).toBeVisible()
    expect(within(second as HTMLElement).getByText('1 activity')).toBeVisible()
    const thumb = first?.querySelector('img')
    expect(thumb).toHaveAttribute('src', '/thumb/climbing-1.jpg')
    expect(thumb).toHaveAttribute('loading', 'lazy')
    expect(thumb).toHaveAttribute('width', '160')
    expect(thumb).toHaveAttribute('height', '120')
  })

  it('renders nothing without related venues', () => {
    const { container } = render(<RelatedVenues venues={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
