/** @jest-environment node */
import {
  CLEAR_FILTERS_LABEL,
  filterVenues,
  FUZZY_THRESHOLD,
  limitVenues,
  moreVenuesMessage,
  NO_ACTIVITIES_MESSAGE,
  NO_VENUES_MESSAGE,
  normaliseSearchText,
  VENUE_LIST_MAX,
  venuesOf,
  type VenueActivityLike,
  type VenueSummary,
} from '@/lib/discovery/venue-filter'

const activity = (
  id: string,
  venue: VenueActivityLike['venue'],
  activityType: string,
  rating = 8,
): VenueActivityLike => ({ id, venue, activityType, rating })

describe('venuesOf', () => {
  const kestrel = { id: 'v1', name: 'Kestrel Yoga', address: '1 High St, Camden' }
  const oneills = { id: 'v2', name: "O'Neill's Gym", address: null }
  const arch = { id: 'v3', name: 'Arch Climbing' }
  const zeta = { id: 'v4', name: 'Zeta Pool', address: '' }

  it('groups activities by venue, A to Z, with the best rating and types in spec order', () => {
    expect(
      venuesOf([
        activity('a1', kestrel, 'yoga', 7.5),
        activity('a2', zeta, 'swimming', 6),
        activity('a3', oneills, 'gym', 9),
        activity('a4', kestrel, 'fitness-class', 9.1),
        activity('a5', arch, 'climbing', 0),
        activity('a6', kestrel, 'yoga', 8),
        activity('a7', oneills, 'martial-arts', 8.2),
        activity('a8', oneills, 'yoga', 8.2),
      ]),
    ).toEqual<VenueSummary[]>([
      {
        id: 'v3',
        name: 'Arch Climbing',
        address: null,
        activityIds: ['a5'],
        activityTypes: ['climbing'],
        rating: 0,
      },
      {
        id: 'v1',
        name: 'Kestrel Yoga',
        address: '1 High St, Camden',
        activityIds: ['a1', 'a4', 'a6'],
        activityTypes: ['yoga', 'fitness-class'],
        rating: 9.1,
      },
      {
        id: 'v2',
        name: "O'Neill's Gym",
        address: null,
        activityIds: ['a3', 'a7', 'a8'],
        activityTypes: ['yoga', 'martial-arts', 'gym'],
        rating: 9,
      },
      {
        id: 'v4',
        name: 'Zeta Pool',
        address: null,
        activityIds: ['a2'],
        activityTypes: ['swimming'],
        rating: 6,
      },
    ])
  })

  it('takes the address from any activity that has one', () => {
    const [venue] = venuesOf([
      activity('a1', { id: 'v1', name: 'A' }, 'gym'),
      activity('a2', { id: 'v1', name: 'A', address: '2 Low Rd' }, 'gym'),
    ])
    expect(venue?.address).toBe('2 Low Rd')
  })

  it('sorts with English collation, ids breaking ties', () => {
    const names = venuesOf([
      activity('a1', { id: 'b', name: 'Zumba Hall' }, 'dance'),
      activity('a2', { id: 'c', name: 'ábaco Studio' }, 'dance'),
      activity('a3', { id: 'a', name: 'Zumba Hall' }, 'dance'),
      activity('a4', { id: 'd', name: 'apex Gym' }, 'gym'),
    ]).map((venue) => `${venue.name}/${venue.id}`)
    expect(names).toEqual(['ábaco Studio/c', 'apex Gym/d', 'Zumba Hall/a', 'Zumba Hall/b'])
  })

  it('returns no venues for no activities', () => {
    expect(venuesOf([])).toEqual([])
  })
})

describe('normaliseSearchText (spec §5: ignores case, symbols, extra whitespace)', () => {
  it.each([
    ["O'Neill's Gym!!", 'o neill s gym'],
    ['  KESTREL   yoga ', 'kestrel yoga'],
    ['Fit@Home — Studio #2', 'fit home studio 2'],
    ['tab\there\nnew line', 'tab here new line'],
    ['Café Élan', 'café élan'],
    ['Cafe\u0301', 'café'],
    ['Студия Йоги', 'студия йоги'],
    ['!!!', ''],
    ['', ''],
  ])('%p → %p', (input, expected) => {
    expect(normaliseSearchText(input)).toBe(expected)
  })
})

describe('filterVenues (spec §5: fuzzy, threshold 0.6)', () => {
  const venue = (id: string, name: string, address: string | null = null): VenueSummary => ({
    id,
    name,
    address,
    activityIds: [`${id}-a`],
    activityTypes: ['gym'],
    rating: 8,
  })
  const venues: VenueSummary[] = [
    venue('v1', 'Kestrel Yoga Studio', '12 Parkway, Camden'),
    venue('v2', "O'Neill's Gym", '3 Mill Lane, Salford'),
    venue('v3', 'The Boulder Shed', '8 Canal St, Ancoats'),
    venue('v4', 'Aquaworks Leisure Centre', '40 Station Road, Harrow'),
    venue('v5', 'Pulse Dance Academy'),
  ]
  const names = (query: string) => filterVenues(venues, query).map((v) => v.name)

  it('uses the spec threshold', () => {
    expect(FUZZY_THRESHOLD).toBe(0.6)
  })

  it.each(['', '   ', '!!!', ' - '])(
    'returns every venue in order for the empty query %p',
    (query) => {
      const result = filterVenues(venues, query)
      expect(result).toEqual(venues)
      expect(result).not.toBe(venues)
    },
  )

  it.each<[string, string]>([
    ["O'Neill's Gym!!", "O'Neill's Gym"],
    ['oneills gym', "O'Neill's Gym"],
    ['ONEILL', "O'Neill's Gym"],
    ['  KESTREL   yoga ', 'Kestrel Yoga Studio'],
    ['kestral yoga', 'Kestrel Yoga Studio'],
    ['kestrle', 'Kestrel Yoga Studio'],
    ['bouldr shed', 'The Boulder Shed'],
    ['aqua-works', 'Aquaworks Leisure Centre'],
    ['pulse', 'Pulse Dance Academy'],
    ['Camden', 'Kestrel Yoga Studio'],
    ['salford', "O'Neill's Gym"],
  ])('%p finds %p first', (query, expected) => {
    expect(names(query)[0]).toBe(expected)
  })

  it.each(['zzzz', 'qqqqqqqq', 'xylophone quartet'])('%p matches nothing', (query) => {
    expect(filterVenues(venues, query)).toEqual([])
  })

  it('ranks a name match above an address match', () => {
    const list = [venue('n', 'Camden Climbing'), venue('a', 'Kestrel Yoga', '12 Parkway, Camden')]
    expect(filterVenues(list, 'camden').map((v) => v.id)).toEqual(['n', 'a'])
  })

  it('searches each list it is given, not a stale index', () => {
    expect(filterVenues(venues, 'pulse')[0]?.id).toBe('v5')
    const other = [venue('x', 'Pulse Fitness'), venue('y', 'Pulse Dance Academy')]
    expect(filterVenues(other, 'pulse fitness')[0]?.id).toBe('x')
    expect(filterVenues(venues, 'pulse fitness')[0]?.id).toBe('v5')
  })
})

describe('venue list limits and messages (spec §8, §9)', () => {
  const many = (n: number): VenueSummary[] =>
    Array.from({ length: n }, (_, i) => ({
      id: `v${i}`,
      name: `Venue ${i}`,
      address: null,
      activityIds: [],
      activityTypes: [],
      rating: 0,
    }))

  it.each([
    [0, 0, 0],
    [99, 99, 0],
    [100, 100, 0],
    [101, 100, 1],
    [350, 100, 250],
  ])('%p venues → %p shown, %p hidden', (count, shown, hidden) => {
    expect(VENUE_LIST_MAX).toBe(100)
    const result = limitVenues(many(count))
    expect(result.visible).toHaveLength(shown)
    expect(result.hidden).toBe(hidden)
  })

  it('words the messages as the spec does', () => {
    expect(moreVenuesMessage(250)).toBe(
      '250 more venues available. Use the search and filters above to check them out!',
    )
    expect(NO_VENUES_MESSAGE).toBe('No venues match your filters.')
    expect(CLEAR_FILTERS_LABEL).toBe('Clear filters')
    expect(NO_ACTIVITIES_MESSAGE).toBe('No activities match your filter')
  })
})
