import { act, render, screen } from '@testing-library/react'
import { Hero } from '@/components/landing/hero'
import { pageExperimentStore } from '@/lib/experiments/page-experiments'
import { CONTROL_SNAPSHOT } from '@/lib/experiments/store'

const LIVE = 'Spring into something new'
const VARIANT = 'Your first class for £1, this spring, wherever you are in London'

function assign(pageValues: Record<string, string>) {
  act(() => pageExperimentStore().replace({ ...CONTROL_SNAPSHOT, pageValues }))
}

afterEach(() => {
  act(() => pageExperimentStore().replace(CONTROL_SNAPSHOT))
})

describe('Hero on a page with a running page experiment', () => {
  it('renders the live headline, with hidden room for the variants’ headlines', () => {
    const { container } = render(
      <Hero ctaText={LIVE} city="london" headlineAlternatives={[VARIANT]} />,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(LIVE)
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(VARIANT)
    const room = container.querySelector(`[data-room="${VARIANT}"]`)
    expect(room).toHaveAttribute('aria-hidden', 'true')
    expect(room).toBeEmptyDOMElement()
  })

  it.each([
    ['a headline it made room for', { ctaText: VARIANT }, VARIANT],
    ['a headline it did not (a page cached before the experiment)', { ctaText: 'Other' }, LIVE],
    ['another field only', { ctaButtonText: 'Go' }, LIVE],
  ])('a visitor assigned %s sees the right headline', (_, pageValues, shown) => {
    render(<Hero ctaText={LIVE} city="london" headlineAlternatives={[VARIANT]} />)
    assign(pageValues)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(shown)
    // The live headline keeps its room while another shows.
    const rooms = [...document.querySelectorAll('[data-room]')].map((room) =>
      room.getAttribute('data-room'),
    )
    expect(rooms.sort()).toEqual([LIVE, VARIANT].filter((text) => text !== shown).sort())
  })

  it('swaps in a variant’s hero images in the same frame, and only on a page that expects them', () => {
    const live = { imageUrl: null, mobileImageUrl: null }
    const { container, rerender } = render(
      <Hero ctaText={LIVE} city="london" imageVariantsOf={live} />,
    )
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/static/images/header/london/640x480.jpg',
    )
    assign({ imageUrl: '/static/images/pool/hero/b.jpg' })
    const img = container.querySelector('img')
    expect(img).toHaveAttribute('src', '/static/images/pool/hero/b.jpg')
    expect(img).toHaveAttribute('width', '640')
    expect(img).toHaveAttribute('height', '480')
    expect(container.querySelector('source')).toHaveAttribute(
      'srcset',
      '/static/images/pool/hero/b.jpg',
    )
    rerender(<Hero ctaText={LIVE} city="london" />)
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/static/images/header/london/640x480.jpg',
    )
  })
})
