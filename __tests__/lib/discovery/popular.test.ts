import { popularActivities } from '@/lib/discovery/popular'

const activity = (id: string, rating: number, activityType: string, venueId: string) => ({
  id,
  rating,
  activityType,
  venue: { id: venueId },
})

const list = [
  activity('a', 9, 'yoga', 'v1'),
  activity('b', 9.5, 'yoga', 'v1'),
  activity('c', 8, 'gym', 'v2'),
  activity('d', 8, 'dance', 'v3'),
  activity('e', 0, 'yoga', 'v4'),
]

describe('popularActivities', () => {
  it.each([
    [null, 10, ['b', 'c', 'd', 'e']],
    ['any', 10, ['b', 'c', 'd', 'e']],
    ['yoga', 10, ['b', 'e']],
    ['climbing', 10, []],
    [null, 2, ['b', 'c']],
  ])('type %p, count %p → %p', (type, count, ids) => {
    expect(popularActivities(list, type, count).map((a) => a.id)).toEqual(ids)
  })

  it('leaves its input in place', () => {
    const copy = [...list]
    popularActivities(list)
    expect(list).toEqual(copy)
  })
})
