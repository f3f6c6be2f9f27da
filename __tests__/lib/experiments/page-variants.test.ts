import {
  compareWithLive,
  layoutFlagValue,
  pageExperimentKey,
  pageIdOfExperiment,
  pageValuesFor,
  pageVariantProblem,
  pageVariantRoom,
} from '@/lib/experiments/page-variants'

const LIVE = {
  urlSlug: 'spring',
  ctaText: 'Spring',
  ctaButtonText: 'Try for £1',
  layoutMapFirst: false,
  layoutHideVideo: true,
  layoutFurtherInfo: false,
  imageUrl: '/static/images/pool/hero/a.jpg',
  mobileImageUrl: null,
}

describe('page experiment keys', () => {
  it.each([
    ['page-12', 12],
    ['page-0012', 12],
    ['page-', null],
    ['page-x', null],
    ['ctaButtonText', null],
    ['page-1234567890', null],
  ])('%s → %p', (key, id) => {
    expect(pageIdOfExperiment(key)).toBe(id)
  })
  it('round-trips', () => expect(pageIdOfExperiment(pageExperimentKey(7))).toBe(7))
})

describe('compareWithLive and pageVariantProblem', () => {
  it.each([
    ['only the button text', { ...LIVE, ctaButtonText: 'Go' }, { ctaButtonText: 'Go' }, [], null],
    ['only the headline', { ...LIVE, ctaText: 'New' }, { ctaText: 'New' }, [], null],
    [
      'the headline, the button text and both hero images',
      {
        ...LIVE,
        ctaText: 'New',
        ctaButtonText: 'Go',
        imageUrl: '/b.jpg',
        mobileImageUrl: '/c.jpg',
      },
      { ctaText: 'New', ctaButtonText: 'Go', imageUrl: '/b.jpg', mobileImageUrl: '/c.jpg' },
      [],
      null,
    ],
    ['nothing', LIVE, {}, [], /same headline, button text, hero images and layout/],
    [
      'the two layout flags',
      { ...LIVE, layoutMapFirst: true, layoutHideVideo: false },
      { layoutMapFirst: 'true', layoutHideVideo: 'false' },
      [],
      null,
    ],
    [
      'a layout flag the live page leaves unset (off)',
      { ...LIVE, layoutHideVideo: undefined },
      { layoutHideVideo: 'false' },
      [],
      null,
    ],
    ['a flag set as the live page has it', { ...LIVE, layoutMapFirst: null }, {}, [], /same/],
    [
      'the headline and another flag too',
      { ...LIVE, ctaButtonText: 'Go', ctaText: 'New', layoutFurtherInfo: true },
      { ctaButtonText: 'Go', ctaText: 'New' },
      ['layoutFurtherInfo'],
      /differs from the live page in layoutFurtherInfo: a page variant may change only the headline, the button text, the hero image, the mobile hero image, ‘Map before how it works’ or ‘Hide the video’/,
    ],
    [
      'the hero image taken away (the city’s picture again)',
      { ...LIVE, imageUrl: null },
      {},
      ['imageUrl'],
      /differs from the live page in imageUrl/,
    ],
    [
      'an empty headline',
      { ...LIVE, ctaText: ' ' },
      {},
      ['ctaText'],
      /differs from the live page in ctaText/,
    ],
  ])('a revision changing %s', (_, revision, values, otherFields, problem) => {
    const comparison = compareWithLive(LIVE, revision)
    expect(comparison).toEqual({ values, otherFields })
    const message = pageVariantProblem(4, comparison)
    if (problem === null) expect(message).toBeNull()
    else expect(message).toMatch(problem)
  })
})

describe('pageValuesFor', () => {
  const content = { path: '/offers/spring', byVariant: { r2: { ctaButtonText: 'Go' } } }
  it.each([
    ['r2', '/offers/spring', { ctaButtonText: 'Go' }],
    ['r2', '/offers/spring/', { ctaButtonText: 'Go' }],
    ['r2', '/offers/spring-copy', null],
    ['control', '/offers/spring', null],
    ['r9', '/offers/spring', null],
  ])('%s on %s', (variant, path, expected) => {
    expect(pageValuesFor(content, variant, path)).toEqual(expected)
  })
  it('serves nothing without content', () => {
    expect(pageValuesFor(undefined, 'r2', '/offers/spring')).toBeNull()
  })
})

const NO_ROOM = { headlines: [], images: false, sectionOrder: false, video: false }

describe('layoutFlagValue', () => {
  it.each([
    ['true', true],
    ['false', false],
    [undefined, undefined],
    ['yes', undefined],
  ])('%p → %p', (value, expected) => expect(layoutFlagValue(value)).toBe(expected))
})

describe('pageVariantRoom', () => {
  it.each([
    ['no running variants', [], NO_ROOM],
    ['a button text only', [{ ctaButtonText: 'Go' }], NO_ROOM],
    [
      'headlines, each once, the live one left out',
      [
        { ctaText: 'New' },
        { ctaText: 'Spring' },
        { ctaText: 'New', ctaButtonText: 'Go' },
        { ctaText: 'Newer' },
      ],
      { ...NO_ROOM, headlines: ['New', 'Newer'] },
    ],
    ['a mobile hero image', [{ mobileImageUrl: '/c.jpg' }], { ...NO_ROOM, images: true }],
    [
      'the map first in one variant, the video shown in another',
      [{ layoutMapFirst: 'true' }, { layoutHideVideo: 'false', ctaButtonText: 'Go' }],
      { ...NO_ROOM, sectionOrder: true, video: true },
    ],
  ])('%s', (_, variants, room) => {
    expect(pageVariantRoom('Spring', variants)).toEqual(room)
  })
})
