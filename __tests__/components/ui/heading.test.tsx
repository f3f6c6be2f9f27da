import { render, screen } from '@testing-library/react'
import { SectionHeading } from '@/components/landing/section'
import { Heading } from '@/components/ui/heading'

/**
 * Headings whose level depends on the page: build-time styles have no `as` prop, so a styled
 * heading wraps Heading and takes `level`. Rendered under Jest with next-yak's test runtime.
 */
describe('Heading', () => {
  it.each([
    ['h1', 1],
    ['h2', 2],
    ['h3', 3],
    ['h4', 4],
  ] as const)('renders an %s', (level, ariaLevel) => {
    render(<Heading level={level}>Title</Heading>)
    expect(screen.getByRole('heading', { level: ariaLevel, name: 'Title' })).toBeInTheDocument()
  })

  it('renders a heading-styled paragraph where the page needs no heading', () => {
    const { container } = render(<Heading level="p">Limited time offer!</Heading>)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(container.querySelector('p')).toHaveTextContent('Limited time offer!')
  })

  it('a styled heading keeps its level, id and data attributes', () => {
    render(
      <SectionHeading level="h3" id="testimonials-heading" data-level="sub">
        What our customers are saying
      </SectionHeading>,
    )
    const heading = screen.getByRole('heading', { level: 3, name: 'What our customers are saying' })
    expect(heading).toHaveAttribute('id', 'testimonials-heading')
    expect(heading).toHaveAttribute('data-level', 'sub')
    expect(heading).not.toHaveAttribute('level')
  })
})
