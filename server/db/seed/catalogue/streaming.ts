/**
 * The live-streamed catalogue ('streaming-city', spec §1 and §7): a few studios that broadcast
 * classes. They have no public location (lat/lng null) and are not a selectable city.
 */
import { STREAMING_CITY, type ActivityType } from '@/lib/activity-types'
import { templatesTitled, type ActivityTemplate } from './activity-templates'
import { fictionalEmail, fictionalPhone, fictionalWebsite } from './contact-details'
import { activityImageUrl, activityThumbUrl, venueLogoUrl } from '@/lib/images/generated-images'
import { slugify } from './names'
import type { Random } from './random'
import type { VenueRow } from './types'

export const STREAMING_ACTIVITY_COUNT = 40

export interface StreamingStudio {
  name: string
  /** Where the studio broadcasts from: shown as the address. */
  neighbourhood: string
  cityName: string
  postcodeDistrict: string
  type: ActivityType
  /** Only classes that work through a screen: no pools, courts or walls. */
  offers: readonly { type: ActivityType; templates: readonly ActivityTemplate[] }[]
  description: string
}

export const STREAMING_STUDIOS: readonly StreamingStudio[] = [
  {
    name: 'Hackney Live Yoga',
    neighbourhood: 'Hackney',
    cityName: 'London',
    postcodeDistrict: 'E8',
    type: 'yoga',
    offers: [
      {
        type: 'yoga',
        templates: templatesTitled('yoga', [
          'Vinyasa Flow',
          'Hatha Yoga',
          'Yin Yoga',
          'Yoga for Beginners',
          'Mat Pilates',
          'Meditation & Breathwork',
          'Power Yoga',
        ]),
      },
    ],
    description:
      'Live yoga and pilates streamed from a converted railway arch, with real-time cues.',
  },
  {
    name: 'Ancoats Broadcast Fitness',
    neighbourhood: 'Ancoats',
    cityName: 'Manchester',
    postcodeDistrict: 'M4',
    type: 'fitness-class',
    offers: [
      {
        type: 'fitness-class',
        templates: templatesTitled('fitness-class', [
          'HIIT Circuit',
          'Circuits',
          'Core & Stretch',
          'Barre',
          'Boxing Fitness',
          'Back Care & Mobility',
        ]),
      },
    ],
    description: 'Coach-led HIIT, circuits and core sessions you can follow from your living room.',
  },
  {
    name: 'Clifton Online Dance',
    neighbourhood: 'Clifton',
    cityName: 'Bristol',
    postcodeDistrict: 'BS8',
    type: 'dance',
    offers: [
      {
        type: 'dance',
        templates: templatesTitled('dance', [
          'Street Dance',
          'Ballet Barre',
          'Commercial Dance',
          'Afrobeats Dance',
          'Dance Fitness',
          'Contemporary Dance',
        ]),
      },
    ],
    description: 'Dance classes streamed live with a camera on the teacher and one on the mirror.',
  },
  {
    name: 'Leith Live Martial Arts',
    neighbourhood: 'Leith',
    cityName: 'Edinburgh',
    postcodeDistrict: 'EH6',
    type: 'martial-arts',
    offers: [
      {
        type: 'martial-arts',
        templates: templatesTitled('martial-arts', [
          'Kickboxing',
          'Boxing Technique',
          'Tai Chi',
          'Karate',
        ]),
      },
      { type: 'fitness-class', templates: templatesTitled('fitness-class', ['Boxing Fitness']) },
    ],
    description: 'Shadow-boxing, kickboxing and tai chi streamed live: no partner or kit needed.',
  },
]

export function buildStreamingVenue(random: Random, studio: StreamingStudio, id: number): VenueRow {
  const handle = slugify(studio.name)
  return {
    id,
    urlSlug: `${handle}-live`,
    name: studio.name,
    description: studio.description,
    amenities: ['Live chat', 'Replays for 24 hours'],
    address: `Streamed live from ${studio.neighbourhood}, ${studio.cityName}`,
    postcode: studio.postcodeDistrict,
    cityCode: STREAMING_CITY,
    lat: null,
    lng: null,
    phone: fictionalPhone(random, ''),
    email: fictionalEmail(random, handle),
    website: fictionalWebsite(handle),
    rating: Math.round(random.float(8.2, 9.6) * 10) / 10,
    logoUrl: venueLogoUrl(studio.name),
    imageUrls: [1, 2, 3].map((variant) => activityImageUrl(studio.type, variant)),
    thumbnailUrl: activityThumbUrl(studio.type, 1),
    moversGoingToThisVenue: random.int(40, 300),
  }
}
