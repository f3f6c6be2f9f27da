import {
  compareWithLive,
  pageExperimentKey,
  pageIdOfExperiment,
  pageValuesFor,
  pageVariantProblem,
} from '@/lib/experiments/page-variants'

const LIVE = { urlSlug: 'spring', ctaText: 'Spring', ctaButtonText: 'Try for £1', hideVideo: false }

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
    ['nothing', LIVE, {}, [], /same button text/],
    [
      'the headline and a flag too',
      { ...LIVE, ctaButtonText: 'Go', ctaText: 'New', hideVideo: true },
      { ctaButtonText: 'Go' },
      ['ctaText', 'hideVideo'],
      /differs from the live page in ctaText, hideVideo/,
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
