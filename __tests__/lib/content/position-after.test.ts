import { MAX_POSITION, positionAfter } from '@/lib/content/position-after'

describe('positionAfter: a new FAQ or testimonial comes after the last one', () => {
  it.each([
    ['none yet', null, 0],
    ['after 0', 0, 1],
    ['after 7', 7, 8],
    ['never past the largest order', MAX_POSITION, MAX_POSITION],
    ['never past it from further out', 20_000, MAX_POSITION],
    ['never below 0', -5, 0],
    ['a fraction is cut to a whole number', 3.7, 4],
    ['not a number', Number.NaN, 0],
  ])('%s', (_, last, expected) => {
    expect(positionAfter(last)).toBe(expected)
  })
})
