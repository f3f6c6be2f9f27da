import {
  discoveryTitle,
  popularActivitiesTitle,
  venueListTitle,
  venueSearchPlaceholder,
} from '@/lib/discovery/titles'

describe('discoveryTitle', () => {
  it.each([
    [{ cityFixed: false, variant: 'WELCOME' }, 'What can I do and Where?'],
    [{ cityFixed: false, variant: null }, 'What can I do and Where?'],
    [{ cityFixed: true, variant: 'WELCOME' }, 'What activities are included?'],
    [{ cityFixed: false, variant: 'DISCOVERY' }, 'What activities are included?'],
    [{ cityFixed: false, variant: 'Discovery' }, 'What activities are included?'],
  ])('%o → %s', (input, expected) => {
    expect(discoveryTitle(input)).toBe(expected)
  })
})

describe('popularActivitiesTitle', () => {
  it.each([
    [{ cityName: 'Leeds', activityType: null }, 'Popular Activities in Leeds'],
    [{ cityName: 'Leeds', activityType: 'any' }, 'Popular Activities in Leeds'],
    [{ cityName: 'Leeds', activityType: 'yoga' }, 'Popular Yoga in Leeds'],
    [{ cityName: 'Leeds', activityType: 'fitness-class' }, 'Popular Fitness Classes in Leeds'],
    [{ cityName: 'Leeds', activityType: 'swimming' }, 'Popular Swimming in Leeds'],
    [{ cityName: 'Leeds', activityType: 'martial-arts' }, 'Popular Martial Arts in Leeds'],
    [{ cityName: 'Leeds', activityType: 'gym' }, 'Popular Gyms in Leeds'],
    [{ cityName: 'Leeds', activityType: 'dance' }, 'Popular Dance Classes in Leeds'],
    [{ cityName: 'Leeds', activityType: 'climbing' }, 'Popular Climbing in Leeds'],
    [
      { cityName: 'Leeds', activityType: 'climbing', availableTypes: ['yoga'] },
      'Popular Activities in Leeds',
    ],
    [{ cityName: 'Leeds', activityType: 'curling' }, 'Popular Activities in Leeds'],
    [
      { cityName: 'Leeds', activityType: 'yoga', isStreaming: true },
      'Popular live streaming activities',
    ],
  ])('%o → %s', (input, expected) => {
    expect(popularActivitiesTitle(input)).toBe(expected)
  })
})

describe('venue list', () => {
  it('titles the list by city', () => {
    expect(venueListTitle('Bath')).toBe('Access to all of these venues in Bath')
  })

  it.each([
    ['yoga', 'Search for yoga/dance/swimming venues'],
    ['dance', 'Search for yoga/dance/swimming venues'],
    ['swimming', 'Search for yoga/dance/swimming venues'],
    ['martial-arts', 'Search for martial arts venues'],
    ['gym', 'Search for gyms'],
    ['fitness-class', 'Search for venues'],
    ['climbing', 'Search for venues'],
    ['any', 'Search for venues'],
    [null, 'Search for venues'],
  ])('placeholder for %p → %s', (type, expected) => {
    expect(venueSearchPlaceholder(type)).toBe(expected)
  })
})
