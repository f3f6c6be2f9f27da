import { render, screen, within } from '@testing-library/react'
import { VenueReviews } from '@/components/venue/venue-reviews'
import { reviews } from './fixtures'

describe('VenueReviews', () => {
  it('puts the count in the heading of a labelled section', () => {
    render(<VenueReviews reviews={reviews} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews (2)' })).toBeVisible()
    expect(screen.getByRole('region', { name: 'Reviews (2)' })).toBeInTheDocument()
  })

  it('shows each review: name, date, rating and text', () => {
    render(<VenueReviews reviews={reviews} />)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    const first = within(items[0] as HTMLElement)
    expect(first.getByRole('heading', { level: 3, name: 'Priya S.' })).toBeVisible()
    expect(first.getByText('14 March 2026')).toHaveAttribute('datetime', '2026-03-14T09:30:00.000Z')
    expect(first.getByText('Rated 9.0 / 10')).toBeVisible()
    expect(first.getByText('Calm room and brilliant teachers.')).toBeVisible()
    // The avatar is decorative: the name is right beside it.
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', '/avatar/1.jpg')
    expect(items[0]?.querySelector('img')).toHaveAttribute('alt', '')
    expect(items[0]?.querySelector('img')).toHaveAttribute('loading', 'lazy')
  })

  it('formats dates in London time', () => {
    render(<VenueReviews reviews={reviews} />)
    expect(screen.getByText('1 July 2026')).toBeVisible()
  })

  it('shows an initial when there is no avatar', () => {
    render(<VenueReviews reviews={reviews} />)
    const second = screen.getAllByRole('listitem')[1] as HTMLElement
    expect(second.querySelector('img')).toBeNull()
    expect(second).toHaveTextContent(/^T/)
  })

  it("says 'No reviews yet' when there are none", () => {
    render(<VenueReviews reviews={[]} headingAs="h3" />)
    expect(screen.getByRole('heading', { level: 3, name: 'Reviews' })).toBeVisible()
    expect(screen.getByText('No reviews yet')).toBeVisible()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
