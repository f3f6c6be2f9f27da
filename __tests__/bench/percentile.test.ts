import { percentile } from '../../bench/percentile'

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1)

  it.each([
    [[1, 2, 3, 4], 50, 2],
    [[1, 2, 3, 4], 75, 3],
    [[1, 2, 3, 4], 100, 4],
    [[7], 99, 7],
    [hundred, 50, 50],
    [hundred, 99, 99],
    [hundred, 0, 1],
  ])('of %j at %i is %i', (sorted, p, expected) => {
    expect(percentile(sorted, p)).toBe(expected)
  })

  it('is NaN without samples', () => {
    expect(percentile([], 99)).toBeNaN()
  })
})
