import { fireEvent, render, screen, within } from '@testing-library/react'
import { PopularCarousel, type CarouselActivity } from '@/components/discovery/popular-carousel'

const activities: CarouselActivity[] = [
  {
    id: 'a1',
    title: 'Sunrise Flow',
    rating: 8.5,
    isStreaming: false,
    thumb_img_url: '/t/a1.jpg',
    venue: { id: 'v1', name: 'The Kestrel Yoga Room', urlSlug: 'kestrel-yoga' },
  },
  {
    id: 'a2',
    title: 'Live HIIT',
    rating: 0,
    isStreaming: true,
    thumb_img_url: '/t/a2.jpg',
    venue: { id: 'v2', name: 'Studio Live', urlSlug: 'studio-live' },
  },
]

describe('PopularCarousel', () => {
  it('renders nothing without activities', () => {
    const { container } = render(<PopularCarousel title="Popular Yoga in Bath" activities={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('server-rendered: a named, focusable scroller of cards with venue links', () => {
    render(<PopularCarousel title="Popular Activities in London" activities={activities} />)
    const region = screen.getByRole('region', { name: 'Popular Activities in London' })
    const list = within(region).getByRole('list', { name: 'Popular Activities in London' })
    expect(list).toHaveAttribute('tabindex', '0')
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByRole('link', { name: 'The Kestrel Yoga Room' })).toHaveAttribute(
      'href',
      '/venues/kestrel-yoga',
    )
    expect(cards[0]).toHaveTextContent('Rated 8.5 / 10')
    expect(cards[1]).toHaveTextContent('Live stream')
    expect(cards[1]).toHaveTextContent('No ratings')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('streaming cards do not link to a venue page', () => {
    render(
      <PopularCarousel
        title="Popular live streaming activities"
        activities={activities}
        isStreaming
      />,
    )
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('in the island, a card is one button that selects its activity', () => {
    const onSelect = jest.fn()
    render(
      <PopularCarousel
        title="Popular Activities in London"
        activities={activities}
        onSelect={onSelect}
      />,
    )
    fireEvent.click(
      screen.getByRole('button', { name: 'Sunrise Flow The Kestrel Yoga Room Rated 8.5 / 10' }),
    )
    expect(onSelect).toHaveBeenCalledWith(activities[0])
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
