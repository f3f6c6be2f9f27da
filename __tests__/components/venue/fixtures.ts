import type { VenueTimetableActivity } from '@/components/venue/venue-timetable'
import type { VenueOverviewData } from '@/components/venue/venue-overview'
import type { VenueReview } from '@/components/venue/venue-reviews'
import type { RelatedVenue } from '@/components/venue/related-venues'

export const venue: VenueOverviewData = {
  name: 'Ancoats Yoga Loft',
  description:
    'Ancoats Yoga Loft is a bright yoga studio in Ancoats, Manchester.\nClasses for every level, from gentle hatha to dynamic vinyasa.',
  amenities: ['Changing rooms', 'Showers', 'Mat hire'],
  address: '12 Mill Street, Ancoats, Manchester M4 5AB',
  location: { lat: 53.4839, lng: -2.2446 },
  phone: '0161 496 0123',
  email: 'hello@ancoats-yoga-loft.example.co.uk',
  website: 'https://www.ancoats-yoga-loft.example.co.uk',
  rating: 8.6,
  logoUrl: '/static/images/generated/logo/venue-a.svg',
  imageUrls: ['/img/yoga-1.jpg', '/img/yoga-2.jpg', '/img/yoga-3.jpg'],
}

export const activities: VenueTimetableActivity[] = [
  {
    id: 'a1',
    name: 'Vinyasa Flow',
    thumb_img_url: '/thumb/yoga-1.jpg',
    timeslots: [
      { id: 's1', dayOfWeek: 'Monday', startTime: '18:30:00', endTime: '19:30:00' },
      { id: 's2', dayOfWeek: 'Monday', startTime: '06:30:00', endTime: '07:15:00' },
      { id: 's3', dayOfWeek: 'Saturday', startTime: '12:00:00', endTime: '13:05:00' },
    ],
  },
  {
    id: 'a2',
    name: 'Midnight Yin',
    thumb_img_url: '/thumb/yoga-2.jpg',
    timeslots: [{ id: 's4', dayOfWeek: 'Saturday', startTime: '23:15:00', endTime: '00:15:00' }],
  },
]

export const reviews: VenueReview[] = [
  {
    id: 'r1',
    rating: 9,
    timeResponded: '2026-03-14T09:30:00Z',
    review: 'Calm room and brilliant teachers.',
    customer: { displayName: 'Priya S.', avatarUrl: '/avatar/1.jpg' },
  },
  {
    id: 'r2',
    rating: 7,
    timeResponded: '2026-06-30T23:30:00Z',
    review: 'Busy on Mondays but worth it.',
    customer: { displayName: 'Tom B.', avatarUrl: '' },
  },
]

export const relatedVenues: RelatedVenue[] = [
  {
    urlSlug: 'northern-quarter-climbing',
    venueId: 'v2',
    name: 'Northern Quarter Climbing',
    logoUrl: '/logo/n.svg',
    thumbnailUrl: '/thumb/climbing-1.jpg',
    activities: ['1', '2', '3'],
  },
  {
    urlSlug: 'piccadilly-pool',
    venueId: 'v3',
    name: 'Piccadilly Pool',
    logoUrl: '/logo/p.svg',
    thumbnailUrl: '/thumb/swimming-1.jpg',
    activities: ['4'],
  },
]
