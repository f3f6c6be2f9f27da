import { act, render, screen } from '@testing-library/react'
import { SectionOrderVariant, VideoVariant } from '@/components/landing/layout-variant'
import { pageExperimentStore } from '@/lib/experiments/page-experiments'
import { CONTROL_SNAPSHOT } from '@/lib/experiments/store'

/** Where the regions start, as the browser would lay them out (jsdom lays out nothing). */
function regionsStartAt(top: number) {
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ top, bottom: top, left: 0, right: 0, width: 0, height: 0 } as DOMRect)
}

function assign(pageValues: Record<string, string>) {
  act(() => pageExperimentStore().replace({ ...CONTROL_SNAPSHOT, pageValues }))
}

const sectionNames = () =>
  screen.getAllByRole('region').map((section) => section.getAttribute('aria-label'))

function Pair({ liveMapFirst = false }: { liveMapFirst?: boolean }) {
  return (
    <SectionOrderVariant
      liveMapFirst={liveMapFirst}
      map={<section aria-label="Map" />}
      howItWorks={<section aria-label="How it works" />}
    />
  )
}

afterEach(() => {
  jest.restoreAllMocks()
  act(() => pageExperimentStore().replace(CONTROL_SNAPSHOT))
})

describe('SectionOrderVariant', () => {
  it('renders the live order until an assignment arrives', () => {
    render(<Pair liveMapFirst />)
    expect(sectionNames()).toEqual(['Map', 'How it works'])
  })

  it.each([
    ['below the viewport: the variant’s order', 2_000, ['Map', 'How it works']],
    ['in view: the live order for this view', 100, ['How it works', 'Map']],
  ])('the map first, the pair %s', (_, top, order) => {
    regionsStartAt(top)
    render(<Pair />)
    assign({ layoutMapFirst: 'true' })
    expect(sectionNames()).toEqual(order)
  })

  it('moves the sections without remounting them', () => {
    regionsStartAt(2_000)
    render(<Pair />)
    const map = screen.getByRole('region', { name: 'Map' })
    assign({ layoutMapFirst: 'true' })
    expect(screen.getByRole('region', { name: 'Map' })).toBe(map)
  })
})

describe('VideoVariant', () => {
  const video = () => screen.queryByRole('region', { name: 'Video' })
  const renderVideo = (liveHidden: boolean) =>
    render(
      <VideoVariant liveHidden={liveHidden}>
        <section aria-label="Video" />
      </VideoVariant>,
    )

  it.each([
    ['shown by the variant below the viewport', true, 'false', 2_000, true],
    ['shown by the variant, but in view', true, 'false', 100, false],
    ['hidden by the variant below the viewport', false, 'true', 2_000, false],
    ['hidden by the variant, but in view', false, 'true', 100, true],
    ['a value that is not a flag: the live page’s', true, 'yes', 2_000, false],
  ])('%s', (_, liveHidden, value, top, visible) => {
    regionsStartAt(top)
    renderVideo(liveHidden)
    assign({ layoutHideVideo: value })
    if (visible) expect(video()).toBeInTheDocument()
    else expect(video()).not.toBeInTheDocument()
  })
})
