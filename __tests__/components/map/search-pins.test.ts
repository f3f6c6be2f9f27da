import {
  featureCount,
  locationLabel,
  toPins,
  type SearchResult,
} from '@/components/map/search-pins'
import type { LocationPoint } from '@/lib/map/clusters'

type SearchActivity = SearchResult['searchActivities'][number]

const activity = (overrides: Partial<SearchActivity> = {}): SearchActivity => ({
  id: '7',
  title: 'Spin',
  lat: 51.5,
  lng: -0.12,
  locationKey: '51.5,-0.12',
  activityType: 'fitness-class',
  tags: ['indoor'],
  rating: 9,
  venue: { id: '3', name: 'Ember Sweat Club' },
  ...overrides,
})

describe('toPins', () => {
  it('turns a located activity into a pin carrying its venue', () => {
    expect(toPins({ searchActivities: [activity()] })).toEqual([
      {
        id: '7',
        lat: 51.5,
        lng: -0.12,
        locationKey: '51.5,-0.12',
        activityType: 'fitness-class',
        tags: ['indoor'],
        title: 'Spin',
        venueId: '3',
        venueName: 'Ember Sweat Club',
        rating: 9,
      },
    ])
  })

  it.each([
    { name: 'no latitude', overrides: { lat: null } },
    { name: 'no longitude', overrides: { lng: undefined } },
    { name: 'no location key', overrides: { locationKey: '' } },
  ])('leaves out an activity with $name', ({ overrides }) => {
    expect(toPins({ searchActivities: [activity(overrides), activity({ id: '8' })] })).toEqual([
      expect.objectContaining({ id: '8' }),
    ])
  })

  it('answers no pins before the search has answered', () => {
    expect(toPins(undefined)).toEqual([])
  })

  it('keeps a latitude or longitude of 0 (the Greenwich meridian)', () => {
    expect(toPins({ searchActivities: [activity({ lng: 0 })] })).toHaveLength(1)
  })
})

const point = (pinIds: string[]): LocationPoint => ({
  locationKey: 'k',
  lat: 51.5,
  lng: -0.12,
  pinIds,
  category: 'yoga-mindbody',
  venueId: '3',
  venueName: 'Fern Yoga',
  title: 'Aerial Yoga',
})

describe('locationLabel', () => {
  it.each([
    { pinIds: ['1'], label: 'Aerial Yoga at Fern Yoga' },
    { pinIds: ['1', '2', '3'], label: '3 activities at Fern Yoga' },
  ])('names $pinIds.length activity pins "$label"', ({ pinIds, label }) => {
    expect(locationLabel(point(pinIds))).toBe(label)
  })
})

describe('featureCount', () => {
  it.each([
    { feature: { kind: 'cluster', id: 1, lat: 0, lng: 0, count: 12 } as const, count: 12 },
    { feature: { kind: 'location', lat: 0, lng: 0, point: point(['1', '2']) } as const, count: 2 },
  ])('counts $count activities in a $feature.kind', ({ feature, count }) => {
    expect(featureCount(feature)).toBe(count)
  })
})
