/** @jest-environment node */
import { MAX_FRAGMENTS, cachedFragment } from '@/graphql/fast-search-fragments'

describe('cachedFragment', () => {
  it('makes a fragment once per row and selection', () => {
    const selection = {}
    const other = {}
    const row = { id: 1 }
    const make = jest.fn(() => 'made')
    expect(cachedFragment(selection, row, make)).toBe('made')
    expect(cachedFragment(selection, row, make)).toBe('made')
    expect(make).toHaveBeenCalledTimes(1)
    expect(cachedFragment(other, row, () => 'other')).toBe('other')
    expect(cachedFragment(selection, { id: 1 }, () => 'a new snapshot object')).toBe(
      'a new snapshot object',
    )
  })

  it('holds at most MAX_FRAGMENTS strings, then starts afresh', () => {
    const selection = {}
    const first = { id: 'first' }
    cachedFragment(selection, first, () => 'first')
    for (let i = 0; i < MAX_FRAGMENTS; i++) cachedFragment(selection, { id: i }, () => String(i))
    const make = jest.fn(() => 'first, again')
    expect(cachedFragment(selection, first, make)).toBe('first, again')
    expect(make).toHaveBeenCalledTimes(1)
  })
})
