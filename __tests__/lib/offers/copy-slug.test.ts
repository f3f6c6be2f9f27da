import { copySlugCandidates } from '@/lib/offers/copy-slug'
import { URL_SLUG_PATTERN } from '@/lib/offers/landing-page-types'

describe('copySlugCandidates', () => {
  it.each([
    ['spring-welcome', ['spring-welcome-copy', 'spring-welcome-copy-2', 'spring-welcome-copy-3']],
    [
      'spring-welcome-copy',
      ['spring-welcome-copy', 'spring-welcome-copy-2', 'spring-welcome-copy-3'],
    ],
    [
      'spring-welcome-copy-4',
      ['spring-welcome-copy', 'spring-welcome-copy-2', 'spring-welcome-copy-3'],
    ],
    [
      'move_at_home_live',
      ['move_at_home_live-copy', 'move_at_home_live-copy-2', 'move_at_home_live-copy-3'],
    ],
  ])('%s → %j', (slug, expected) => {
    expect(copySlugCandidates(slug, 3)).toEqual(expected)
  })

  it('keeps every candidate a valid slug, even from an 80-character one', () => {
    const candidates = copySlugCandidates('a'.repeat(80))
    expect(candidates).toHaveLength(20)
    for (const candidate of candidates) {
      expect(candidate).toMatch(new RegExp(URL_SLUG_PATTERN))
      expect(candidate.length).toBeLessThanOrEqual(80)
    }
    expect(new Set(candidates).size).toBe(20)
  })
})
