import { isCitySlug } from '@/lib/city-slug'

describe('isCitySlug', () => {
  it.each([
    ['london', true],
    ['milton-keynes', true],
    ['London', false],
    ['', false],
    ['-london', false],
    ['london-', false],
    ['lon--don', false],
    ['lon don', false],
    ['../etc', false],
    ['a'.repeat(61), false],
  ])('%p → %p', (value, expected) => {
    expect(isCitySlug(value)).toBe(expected)
  })
})
