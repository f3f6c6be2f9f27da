import { ratingLabel } from '@/lib/rating'

describe('ratingLabel (spec §2: hover text of the star rating)', () => {
  it.each([
    [0, 'No ratings'],
    [9, 'Rated 9.0 / 10'],
    [8.64, 'Rated 8.6 / 10'],
    [8.65, 'Rated 8.7 / 10'],
    [10, 'Rated 10.0 / 10'],
    [0.5, 'Rated 0.5 / 10'],
    [12, 'Rated 10.0 / 10'],
    [-1, 'No ratings'],
    [Number.NaN, 'No ratings'],
  ])('%p → %p', (score, expected) => {
    expect(ratingLabel(score)).toBe(expected)
  })
})
