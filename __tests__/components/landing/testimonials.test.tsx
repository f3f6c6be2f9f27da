import { render, screen } from '@testing-library/react'
import { Testimonials, toTestimonials } from '@/components/landing/testimonials'

const valid = [
  { id: '1', name: 'Priya', text: 'I tried climbing for the first time!', image: '/t/1.jpg' },
  { id: '2', name: 'Tom', text: 'Swimming before work is my new thing.', image: '/t/2.jpg' },
]

describe('Testimonials (spec §8: missing or not an array → nothing)', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an object', {}],
    ['a string', 'testimonials'],
    ['an empty array', []],
    ['an array of junk', [null, 1, { id: '3' }]],
  ])('renders nothing for %s', (_, value) => {
    const { container } = render(<Testimonials testimonials={value} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('renders a card per testimonial: quote, name and portrait', () => {
    const { container } = render(<Testimonials testimonials={valid} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(
      screen.getByText('I tried climbing for the first time!').closest('blockquote'),
    ).not.toBeNull()
    expect(screen.getByText('Priya').closest('figcaption')).not.toBeNull()
    const images = container.querySelectorAll('img')
    expect(images).toHaveLength(2)
    expect(images[0]).toHaveAttribute('src', '/t/1.jpg')
    expect(images[0]).toHaveAttribute('loading', 'lazy')
  })

  it('skips malformed entries and honours max', () => {
    render(<Testimonials testimonials={[...valid, { id: 9 }]} max={1} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(toTestimonials([...valid, { id: 9 }])).toHaveLength(2)
  })
})
