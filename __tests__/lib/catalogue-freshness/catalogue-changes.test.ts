import {
  ChangeBatch,
  MAX_TRACKED,
  parseCatalogueNotice,
  reconnectDelayMs,
  type CatalogueNotice,
} from '@/lib/catalogue-freshness/catalogue-changes'

describe('parseCatalogueNotice', () => {
  it.each([
    ['{"v" : 7, "c" : ["london"]}', { version: 7, cities: ['london'] }],
    ['{"v":7,"c":null}', { version: 7, cities: null }],
    ['{"v":null,"c":null}', { version: null, cities: null }],
    [
      '{"v":7,"c":["london","streaming-city"]}',
      { version: 7, cities: ['london', 'streaming-city'] },
    ],
    ['{"v":7,"c":["<script>"]}', { version: 7, cities: null }],
    ['{"v":"7","c":[]}', { version: null, cities: [] }],
    ['{"v":1.5}', { version: null, cities: null }],
    ['not json', null],
    ['42', null],
    ['', null],
    [undefined, null],
  ])('%s → %j', (payload, expected) => {
    expect(parseCatalogueNotice(payload)).toEqual(expected)
  })
})

describe('ChangeBatch.take(from, to)', () => {
  const notice = (version: number | null, cities: string[] | null): CatalogueNotice => ({
    version,
    cities,
  })
  it.each<[string, Array<CatalogueNotice | null>, number | undefined, number, unknown]>([
    ['one city', [notice(8, ['london'])], 7, 8, { kind: 'cities', cities: ['london'] }],
    [
      'one transaction, several statements',
      [notice(8, ['london']), notice(8, ['leeds']), notice(8, ['london'])],
      7,
      8,
      { kind: 'cities', cities: ['leeds', 'london'] },
    ],
    [
      'consecutive versions',
      [notice(8, ['london']), notice(9, ['bristol'])],
      7,
      9,
      { kind: 'cities', cities: ['bristol', 'london'] },
    ],
    ['a version missed', [notice(9, ['bristol'])], 7, 9, { kind: 'all' }],
    ['a statement without cities', [notice(8, ['london']), notice(8, null)], 7, 8, { kind: 'all' }],
    ['an unreadable notice', [notice(8, ['london']), null], 7, 8, { kind: 'all' }],
    ['nothing known before', [notice(8, ['london'])], undefined, 8, { kind: 'all' }],
    ['no change after all', [notice(7, ['london'])], 7, 7, { kind: 'cities', cities: [] }],
    ['the version went back (a new database)', [], 7, 3, { kind: 'all' }],
    ['a poll saw a change nobody announced', [], 7, 8, { kind: 'all' }],
  ])('%s', (_, notices, from, to, expected) => {
    const batch = new ChangeBatch()
    for (const item of notices) batch.add(item)
    expect(batch.take(from, to)).toEqual(expected)
    expect(batch.pending).toBe(false)
  })

  it('gives up on naming cities past MAX_TRACKED versions', () => {
    const batch = new ChangeBatch()
    for (let version = 1; version <= MAX_TRACKED + 1; version += 1) {
      batch.add(notice(version, ['london']))
    }
    expect(batch.take(0, MAX_TRACKED + 1)).toEqual({ kind: 'all' })
  })
})

describe('reconnectDelayMs', () => {
  it.each([
    [0, 0.5, 500],
    [1, 0.5, 1_000],
    [3, 0.5, 4_000],
    [20, 0.5, 30_000],
    [0, 0, 400],
    [20, 1, 36_000],
  ])('after %i failures (random %d): %i ms', (failures, random, expected) => {
    expect(reconnectDelayMs(failures, () => random)).toBe(expected)
  })
})
