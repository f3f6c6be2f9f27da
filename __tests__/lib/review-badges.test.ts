import { REVIEW_BADGES, reviewBadgeText, starsFromScore } from '@/lib/review-badges'

describe('review badges (spec §2: static)', () => {
  it('Facebook 8 from 289, Google 10 from 254, Trustpilot 8 from 164', () => {
    expect(REVIEW_BADGES.map((badge) => [badge.source, reviewBadgeText(badge)])).toEqual([
      ['Facebook', '8/10 from 289 reviews'],
      ['Google', '10/10 from 254 reviews'],
      ['Trustpilot', '8/10 from 164 reviews'],
    ])
  })

  it.each([
    [10, 5],
    [8, 4],
    [9, 4.5],
    [8.6, 4.5],
    [0, 0],
    [12, 5],
    [-3, 0],
  ])('score %p → %p stars', (score, stars) => {
    expect(starsFromScore(score)).toBe(stars)
  })
})
