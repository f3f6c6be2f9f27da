import {
  isStreamingOfferSlug,
  LANDING_SECTION_IDS,
  landingSections,
  STREAMING_SLUG_PREFIX,
} from '@/lib/landing/section-order'

const DEFAULT = [
  'hero',
  'sticky-bar',
  'how-it-works',
  'map',
  'learn-more',
  'testimonials',
  'review-badges',
  'become-a-partner',
  'as-seen-in',
  'video',
  'faqs',
  'footer',
]

describe('landingSections (spec §2 landing page order)', () => {
  it.each([
    ['no layout', null, {}, DEFAULT],
    ['defaults', { mapFirst: false, hideVideo: false }, {}, DEFAULT],
    [
      'mapFirst',
      { mapFirst: true },
      {},
      ['hero', 'sticky-bar', 'map', 'how-it-works', ...DEFAULT.slice(4)],
    ],
    ['hideVideo', { hideVideo: true }, {}, DEFAULT.filter((id) => id !== 'video')],
    [
      'mapFirst + hideVideo',
      { mapFirst: true, hideVideo: true },
      {},
      [
        'hero',
        'sticky-bar',
        'map',
        'how-it-works',
        ...DEFAULT.slice(4).filter((id) => id !== 'video'),
      ],
    ],
    ['streaming', { mapFirst: false }, { isStreaming: true }, DEFAULT.filter((id) => id !== 'map')],
    [
      'streaming + mapFirst',
      { mapFirst: true },
      { isStreaming: true },
      DEFAULT.filter((id) => id !== 'map'),
    ],
    ['no FAQs', null, { showFaqs: false }, DEFAULT.filter((id) => id !== 'faqs')],
    ['FAQs explicitly on', null, { showFaqs: true }, DEFAULT],
  ])('%s', (_, layout, options, expected) => {
    expect(landingSections(layout, options)).toEqual(expected)
  })

  it('only ever returns known ids, each once', () => {
    const ids = landingSections({ mapFirst: true })
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(LANDING_SECTION_IDS).toContain(id)
  })
})

describe('isStreamingOfferSlug (spec §1)', () => {
  it('uses the move_at_home prefix', () => {
    expect(STREAMING_SLUG_PREFIX).toBe('move_at_home')
  })

  it.each([
    ['move_at_home', true],
    ['move_at_home_live', true],
    ['move_at_homes', true],
    ['Move_at_home_live', false],
    ['move-at-home', false],
    ['london', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%p → %p', (slug, expected) => {
    expect(isStreamingOfferSlug(slug)).toBe(expected)
  })
})
