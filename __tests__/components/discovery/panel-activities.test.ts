import {
  cityLabelsOf,
  fromCarousel,
  fromPin,
  knownActivities,
  openedOn,
  venueListActivities,
  type CityActivity,
} from '@/components/discovery/panel-activities'
import type { CarouselActivity } from '@/components/discovery/popular-carousel'
import type { PanelActivity } from '@/components/discovery/side-panel'
import { INITIAL_PANEL_STATE } from '@/lib/discovery/panel-stack'
import type { MapPin } from '@/lib/map/clusters'

const card = (id: string, title = `Card ${id}`): CarouselActivity => ({
  id,
  title,
  rating: 8,
  isStreaming: false,
  thumb_img_url: `/thumb/${id}.jpg`,
  venue: { id: 'v1', name: 'Fern Yoga', urlSlug: 'fern-yoga-london' },
  lat: 51.45,
  lng: -0.1,
})

const pin = (id: string, activityType = 'yoga', title = `Pin ${id}`): MapPin => ({
  id,
  lat: 51.5,
  lng: -0.12,
  locationKey: '51.5,-0.12',
  activityType,
  tags: [],
  title,
  venueId: 'v2',
  venueName: 'Ember Sweat Club',
  rating: 7,
})

const cityActivity = (id: string, activityType = 'gym', title = `City ${id}`): CityActivity =>
  ({
    __typename: 'Activity',
    id,
    title,
    activityType,
    rating: 9,
    lat: null,
    lng: undefined,
    locationKey: null,
    thumb_img_url: `/thumb/${id}.jpg`,
    isStreaming: false,
    tags: [],
    venue: {
      __typename: 'Venue',
      id: 'v3',
      name: 'Signal Box Gym',
      address: '1 Rail Way',
      urlSlug: 'signal-box-gym-london',
    },
  }) as unknown as CityActivity

const shared: PanelActivity = {
  id: '1',
  title: 'Shared',
  activityType: 'yoga',
  rating: 10,
  lat: 51.4,
  lng: -0.2,
  locationKey: 'k',
  thumb_img_url: null,
  venue: { id: 'v1', name: 'Fern Yoga', address: '2 Leaf Lane', urlSlug: 'fern-yoga-london' },
}

describe('the panel converters', () => {
  it('takes a carousel card without a type, location key or address (the card has none)', () => {
    expect(fromCarousel(card('5'))).toEqual({
      id: '5',
      title: 'Card 5',
      activityType: '',
      rating: 8,
      lat: 51.45,
      lng: -0.1,
      locationKey: null,
      thumb_img_url: '/thumb/5.jpg',
      venue: { id: 'v1', name: 'Fern Yoga', urlSlug: 'fern-yoga-london', address: null },
    })
  })

  it('takes a pin without a picture, an address or a venue page', () => {
    expect(fromPin(pin('6'))).toMatchObject({
      id: '6',
      activityType: 'yoga',
      locationKey: '51.5,-0.12',
      thumb_img_url: null,
      venue: { id: 'v2', name: 'Ember Sweat Club', address: null, urlSlug: null },
    })
  })

  it.each([
    {
      name: 'a shared activity opens its details',
      from: shared,
      stack: [{ type: 'ACTIVITY_DETAILS', activityId: '1' }],
    },
    { name: 'no shared activity opens nothing', from: null, stack: [] },
  ])('$name', ({ from, stack }) => {
    expect(openedOn(from)).toEqual({ ...INITIAL_PANEL_STATE, stack })
  })
})

describe('knownActivities', () => {
  it.each([
    { name: 'a shared link', sources: { shared }, id: '1', title: 'Shared' },
    {
      name: 'a popular card over the shared link',
      sources: { shared, popular: [card('1', 'Card')] },
      id: '1',
      title: 'Card',
    },
    {
      name: 'a pin over a card',
      sources: { popular: [card('2')], pins: [pin('2', 'yoga', 'Pin')] },
      id: '2',
      title: 'Pin',
    },
    {
      name: "the city's list over a pin",
      sources: { pins: [pin('3')], cityActivities: [cityActivity('3', 'gym', 'Listed')] },
      id: '3',
      title: 'Listed',
    },
  ])('knows an activity from $name', ({ sources, id, title }) => {
    const known = knownActivities({
      shared: null,
      popular: [],
      pins: [],
      cityActivities: undefined,
      ...sources,
    })
    expect(known.get(id)?.title).toBe(title)
    expect(known.size).toBe(1)
  })

  it("keeps a city activity's missing location as null", () => {
    const known = knownActivities({
      shared: null,
      popular: [],
      pins: [],
      cityActivities: [cityActivity('4')],
    })
    expect(known.get('4')).toMatchObject({ lat: null, lng: null, locationKey: null })
  })
})

describe('venueListActivities', () => {
  const known = knownActivities({
    shared: null,
    popular: [],
    pins: [pin('7', 'yoga'), pin('8', 'dance')],
    cityActivities: undefined,
  })
  const list = [cityActivity('9', 'gym'), cityActivity('10', 'yoga')]

  it.each([
    { name: "the city's list, any type", city: list, type: 'any', ids: ['9', '10'] },
    { name: "the city's list, one type", city: list, type: 'yoga', ids: ['10'] },
    { name: 'the pins without a list, any type', city: undefined, type: 'any', ids: ['7', '8'] },
    { name: 'the pins without a list, one type', city: undefined, type: 'dance', ids: ['8'] },
  ])('offers $name', ({ city, type, ids }) => {
    expect(venueListActivities(city, city ? null : known, type).map((a) => a.id)).toEqual(ids)
  })

  it('offers nothing before a list or a pin has come', () => {
    expect(venueListActivities(undefined, null, 'any')).toEqual([])
  })
})

describe('cityLabelsOf', () => {
  it('labels each city by name at its centre', () => {
    expect(
      cityLabelsOf([
        { city: 'london', cityName: 'London', mapCenter: { lat: 51.5074, lng: -0.1278 } },
        { city: 'leeds', cityName: 'Leeds', mapCenter: { lat: 53.8, lng: -1.55 } },
      ]),
    ).toEqual([
      { name: 'London', lat: 51.5074, lng: -0.1278 },
      { name: 'Leeds', lat: 53.8, lng: -1.55 },
    ])
  })
})
