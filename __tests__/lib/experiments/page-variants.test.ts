import {
  compareWithLive,
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
  hideVideo: false,
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
    ['nothing', LIVE, {}, [], /same headline, button text and hero images/],
    [
      'the headline and a flag too',
      { ...LIVE, ctaButtonText: 'Go', ctaText: 'New', hideVideo: true },
      { ctaButtonText: 'Go', ctaText: 'New' },
      ['hideVideo'],
      /differs from the live page in hideVideo: a page variant may change only the headline, the button text, the hero image or the mobile hero image/,
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

describe('pageVariantRoom', () => {
  it.each([
    ['no running variants', [], { headlines: [], images: false }],
    ['a button text only', [{ ctaButtonText: 'Go' }], { headlines: [], images: false }],
    [
      'headlines, each once, the live one left out',
      [
        { ctaText: 'New' },
        { ctaText: 'Spring' },
        { ctaText: 'New', ctaButtonText: 'Go' },
        { ctaText: 'Newer' },
      ],
      { headlines: ['New', 'Newer'], images: false },
    ],
    ['a mobile hero image', [{ mobileImageUrl: '/c.jpg' }], { headlines: [], images: true }],
  ])('%s', (_, variants, room) => {
    expect(pageVariantRoom('Spring', variants)).toEqual(room)
  })
})
