import { render, screen } from '@testing-library/react'
import { FaqSection } from '@/components/landing/faq-section'

const faqs = [
  {
    id: 'a',
    heading: 'How do I cancel?',
    content: '<p>Any time, <strong>online</strong>.</p>',
    defaultOpen: true,
  },
  { id: 'b', heading: 'Can I bring a friend?', content: '<p>Not yet.</p>', defaultOpen: false },
]

describe('FaqSection (spec §2)', () => {
  it('renders nothing at all without FAQs', () => {
    const { container } = render(<FaqSection faqs={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('renders collapsible items, open when defaultOpen, with the HTML answers', () => {
    const { container } = render(<FaqSection faqs={faqs} />)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' }),
    ).toBeInTheDocument()
    const details = container.querySelectorAll('details')
    expect(details).toHaveLength(2)
    expect(details[0]).toHaveAttribute('open')
    expect(details[1]).not.toHaveAttribute('open')
    expect(screen.getByText('How do I cancel?').tagName).toBe('SUMMARY')
    expect(screen.getByText('online').tagName).toBe('STRONG')
  })

  it("has a 'Questions?' block linking to the help centre", () => {
    render(<FaqSection faqs={faqs} helpCentreUrl="https://help.move.test" />)
    expect(screen.getByRole('heading', { name: 'Questions?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Help Centre' })).toHaveAttribute(
      'href',
      'https://help.move.test',
    )
  })
})
