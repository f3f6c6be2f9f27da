import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { LandingSections, renderedSections } from '@/components/landing/landing-sections'
import { NO_PAGE_VARIANT_ROOM } from '@/lib/experiments/page-variants'
import { LANDING_SECTION_IDS, type LandingSectionId } from '@/lib/landing/section-order'

/** Each section as a named region, so the test reads the page's order. */
const RENDER = Object.fromEntries(
  LANDING_SECTION_IDS.map((id) => [id, () => <section aria-label={id} />]),
) as Record<LandingSectionId, () => ReactNode>

const names = () =>
  screen
    .getAllByRole('region', { hidden: true })
    .map((section) => section.getAttribute('aria-label'))

describe('renderedSections', () => {
  it.each([
    ['the live page’s video hidden, no variant', { hideVideo: true }, NO_PAGE_VARIANT_ROOM, false],
    ['a variant may show it', { hideVideo: true }, { ...NO_PAGE_VARIANT_ROOM, video: true }, true],
    ['shown anyway', { hideVideo: false }, NO_PAGE_VARIANT_ROOM, true],
  ])('%s', (_, layout, room, hasVideo) => {
    expect(renderedSections(layout, true, room).includes('video')).toBe(hasVideo)
  })
})

describe('LandingSections', () => {
  it.each([
    ['no variant, how it works first', false, NO_PAGE_VARIANT_ROOM],
    ['no variant, the map first', true, NO_PAGE_VARIANT_ROOM],
    [
      'a section-order variant, how it works first',
      false,
      { ...NO_PAGE_VARIANT_ROOM, sectionOrder: true },
    ],
    [
      'a section-order variant, the map first',
      true,
      { ...NO_PAGE_VARIANT_ROOM, sectionOrder: true },
    ],
  ])(
    '%s: each section once, in the live order, learn more’s own left to it',
    (_, mapFirst, room) => {
      const order = renderedSections({ mapFirst }, true, room)
      render(<LandingSections order={order} render={RENDER} layout={{ mapFirst }} room={room} />)
      expect(names()).toEqual(
        order.filter((id) => !['testimonials', 'review-badges', 'become-a-partner'].includes(id)),
      )
    },
  )

  it('renders a live-hidden video hidden when a variant may show it', () => {
    const room = { ...NO_PAGE_VARIANT_ROOM, video: true }
    const layout = { hideVideo: true }
    render(
      <LandingSections
        order={renderedSections(layout, true, room)}
        render={RENDER}
        layout={layout}
        room={room}
      />,
    )
    expect(screen.queryByRole('region', { name: 'video' })).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'video', hidden: true })).toBeInTheDocument()
  })
})
