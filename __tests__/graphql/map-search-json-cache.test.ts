/** @jest-environment node */
import { MAX_CACHED_ACTIVITY_JSON, cachedActivityJson } from '@/graphql/map-search-json-cache'

describe('cachedActivityJson', () => {
  it('makes a fragment once per row and selection', () => {
    const selection = {}
    const other = {}
    const row = { id: 1 }
    const make = jest.fn(() => 'made')
    expect(cachedActivityJson(selection, row, make)).toBe('made')
    expect(cachedActivityJson(selection, row, make)).toBe('made')
    expect(make).toHaveBeenCalledTimes(1)
    expect(cachedActivityJson(other, row, () => 'other')).toBe('other')
    expect(cachedActivityJson(selection, { id: 1 }, () => 'a new snapshot object')).toBe(
      'a new snapshot object',
    )
  })

  it('holds at most MAX_CACHED_ACTIVITY_JSON strings, then starts afresh', () => {
    const selection = {}
    const first = { id: 'first' }
    cachedActivityJson(selection, first, () => 'first')
    for (let i = 0; i < MAX_CACHED_ACTIVITY_JSON; i++)
      cachedActivityJson(selection, { id: i }, () => String(i))
    const make = jest.fn(() => 'first, again')
    expect(cachedActivityJson(selection, first, make)).toBe('first, again')
    expect(make).toHaveBeenCalledTimes(1)
  })
})
