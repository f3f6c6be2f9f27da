import { ACTIVITY_TYPES, type ActivityType } from '@/lib/activity-types'
import {
  CITY_ACTIVITY_VENUES,
  cityActivityDescription,
  cityActivityMapHref,
  cityActivityPath,
  cityActivityTitle,
  otherActivityTypes,
  TITLES_PER_VENUE,
  venuesOffering,
  type OfferedActivity,
} from '@/lib/discovery/city-activity'
import { readDiscoveryQuery } from '@/lib/discovery/query-state'

describe('cityActivityTitle', () => {
  it.each<[ActivityType, string]>([
    ['yoga', 'Yoga in London'],
    ['fitness-class', 'Fitness Classes in London'],
    ['swimming', 'Swimming in London'],
    ['martial-arts', 'Martial Arts in London'],
    ['gym', 'Gyms in London'],
    ['dance', 'Dance Classes in London'],
    ['climbing', 'Climbing in London'],
  ])('%s → %p (the spec’s popular titles’ names)', (type, title) => {
    expect(cityActivityTitle(type, 'London')).toBe(title)
  })
})

describe('paths', () => {
  it('is /{city}/{type}, and the map link filters the city page to the type', () => {
    expect(cityActivityPath('milton-keynes', 'martial-arts')).toBe('/milton-keynes/martial-arts')
    const href = cityActivityMapHref('london', 'yoga')
    expect(href).toBe('/london?activityType=yoga#activities-list')
    // The city page's own reader takes the type from it.
    expect(readDiscoveryQuery(new URL(href, 'https://x.test').search).activityType).toBe('yoga')
  })

  it('describes the page with its count', () => {
    expect(cityActivityDescription('gym', 'Bath', 1)).toBe(
      'Gyms in Bath: 1 venue you can visit with one Move membership, best rated first.',
    )
    expect(cityActivityDescription('yoga', 'London', 37)).toMatch(/^Yoga in London: 37 venues /)
  })

  it('links the other types the city has, in the selectors’ order', () => {
    expect(otherActivityTypes(['swimming', 'yoga', 'gym', 'any'], 'yoga')).toEqual([
      'swimming',
      'gym',
    ])
    expect(otherActivityTypes([...ACTIVITY_TYPES], 'gym')).toHaveLength(ACTIVITY_TYPES.length - 1)
  })
})

describe('venuesOffering', () => {
  let id = 0
  const activity = (
    venue: Partial<OfferedActivity['venue']> & { id: string },
    title = `Class ${++id}`,
  ): OfferedActivity => ({
    id: String(++id),
    title,
    venue: {
      name: `Venue ${venue.id}`,
      address: '1 High Street, Bath BA1 1AA',
      urlSlug: `venue-${venue.id}`,
      rating: 8,
      reviewCount: 2,
      ...venue,
    },
  })

  it('lists each venue once, best rated, then most reviewed, then A to Z', () => {
    const result = venuesOffering([
      activity({ id: '1', name: 'Zed', rating: 9.1 }),
      activity({ id: '2', name: 'Beta', rating: 0, reviewCount: 0 }),
      activity({ id: '3', name: 'Alpha', rating: 8.5, reviewCount: 4 }),
      activity({ id: '1', name: 'Zed', rating: 9.1 }),
      activity({ id: '4', name: 'Able', rating: 8.5, reviewCount: 4 }),
      activity({ id: '5', name: 'Cosy', rating: 8.5, reviewCount: 9 }),
    ])
    expect(result.venues.map((venue) => venue.name)).toEqual([
      'Zed',
      'Cosy',
      'Able',
      'Alpha',
      'Beta',
    ])
    expect(result.venueCount).toBe(5)
    expect(result.activityCount).toBe(6)
    expect(result.venues[0]).toMatchObject({ id: '1', urlSlug: 'venue-1', activityCount: 2 })
  })

  it(`keeps the best ${CITY_ACTIVITY_VENUES} and counts them all`, () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      activity({ id: String(i), rating: 5 + i / 10 }),
    )
    const result = venuesOffering(many)
    expect(result.venues).toHaveLength(CITY_ACTIVITY_VENUES)
    expect(result.venueCount).toBe(40)
    expect(result.venues[0]!.id).toBe('39')
    expect(venuesOffering(many, 3).venues.map((venue) => venue.id)).toEqual(['39', '38', '37'])
  })

  it(`shows ${TITLES_PER_VENUE} distinct titles per venue, A to Z`, () => {
    const result = venuesOffering(
      ['Yin', 'Ashtanga', 'Yin', 'Vinyasa', 'Hatha'].map((title) => activity({ id: '1' }, title)),
    )
    expect(result.venues[0]).toMatchObject({
      titles: ['Ashtanga', 'Hatha', 'Vinyasa'],
      activityCount: 5,
    })
  })

  it('is empty for no activities', () => {
    expect(venuesOffering([])).toEqual({ venues: [], venueCount: 0, activityCount: 0 })
  })
})
