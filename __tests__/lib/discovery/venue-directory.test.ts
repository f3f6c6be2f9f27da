import {
  bestRatedVenues,
  venueDirectoryLinkText,
  venueDirectoryPath,
  venuesByName,
} from '@/lib/discovery/venue-directory'

const venue = (id: string, name: string) => ({ id, name, urlSlug: `${name.toLowerCase()}-${id}` })
const yoga = venue('1', 'Yoga Barn')
const anchor = venue('2', 'Anchor Gym')
const zenith = venue('3', 'Zenith Pool')
const activities = [
  { rating: 7, venue: yoga },
  { rating: 9.5, venue: yoga },
  { rating: 8, venue: anchor },
  { rating: 0, venue: zenith },
  { rating: 8, venue: venue('4', 'Abbey Dance') },
]

describe('venuesByName', () => {
  it('lists each venue once, A to Z', () => {
    expect(venuesByName(activities).map((v) => v.name)).toEqual([
      'Abbey Dance',
      'Anchor Gym',
      'Yoga Barn',
      'Zenith Pool',
    ])
  })

  it('is empty without activities', () => {
    expect(venuesByName([])).toEqual([])
  })
})

describe('bestRatedVenues', () => {
  it.each([
    [0, []],
    [1, ['Yoga Barn']],
    // A tie on 8 goes A to Z.
    [3, ['Yoga Barn', 'Abbey Dance', 'Anchor Gym']],
    [10, ['Yoga Barn', 'Abbey Dance', 'Anchor Gym', 'Zenith Pool']],
    [-1, []],
  ])('the best %i by their best activity', (count, names) => {
    expect(bestRatedVenues(activities, count).map((v) => v.name)).toEqual(names)
  })
})

describe('the directory link', () => {
  it.each([
    ['london', '/london/venues'],
    ['st-albans', '/st-albans/venues'],
  ])('%s → %s', (city, path) => {
    expect(venueDirectoryPath(city)).toBe(path)
  })

  it('says how many venues there are', () => {
    expect(venueDirectoryLinkText(513, 'London')).toBe('See all 513 venues in London')
  })
})
