/**
 * One city's venues: where they are, what they are called and what they offer. Locations are
 * drawn around real neighbourhood centres (see cities.ts for why), never uniformly in the box.
 */
import type { ActivityType } from '@/lib/activity-types'
import type { CityDefinition, Neighbourhood } from './seed-cities'
import { fictionalEmail, fictionalPhone, fictionalWebsite, postcodeIn } from './contact-details'
import { isInsideBox, offsetByMetres, roundCoordinate, type LatLng } from './geo'
import {
  activityImageUrl,
  activityThumbUrl,
  ACTIVITY_IMAGE_VARIANTS,
  venueLogoUrl,
} from '@/lib/images/generated-images'
import { slugify, streetAddress, venueName } from './names'
import type { Random } from './random'
import type { VenueRow } from './types'

/** Draws a point within the neighbourhood's radius (denser towards its centre) and the box. */
export function pointNear(random: Random, city: CityDefinition, area: Neighbourhood): LatLng {
  for (let attempt = 0; attempt < 20; attempt++) {
    // sqrt would be uniform over the disc; a plain fraction crowds venues towards the high street.
    const distance = area.radiusMetres * Math.pow(random.next(), 0.75)
    const angle = random.next() * 2 * Math.PI
    const point = offsetByMetres(
      area.centre,
      distance * Math.cos(angle),
      distance * Math.sin(angle),
    )
    const rounded = { lat: roundCoordinate(point.lat), lng: roundCoordinate(point.lng) }
    if (isInsideBox(city.bounds, rounded)) return rounded
  }
  return area.centre
}

const TYPE_NOUNS: Record<ActivityType, string> = {
  yoga: 'yoga and pilates studio',
  'fitness-class': 'group fitness studio',
  swimming: 'pool and leisure centre',
  'martial-arts': 'martial arts academy',
  gym: 'gym',
  dance: 'dance school',
  climbing: 'climbing and bouldering centre',
}

const ADJECTIVES = [
  'friendly',
  'independent',
  'light-filled',
  'community-run',
  'well-loved',
  'welcoming',
  'spacious',
  'boutique',
  'no-nonsense',
  'family-run',
] as const

const OFFER_SENTENCES: Record<ActivityType, readonly string[]> = {
  yoga: [
    'Expect small classes, warm teachers and a timetable running from sunrise flows to candlelit yin.',
    'The studio is known for clear alignment cues and a calm, unhurried atmosphere.',
    'Teachers cover everything from dynamic vinyasa to restorative practice.',
  ],
  'fitness-class': [
    'The timetable packs in HIIT, spin and strength classes from 6am.',
    'Coaches keep groups small enough to correct your form in every class.',
    'Music-led classes and a loyal regular crowd keep the energy high.',
  ],
  swimming: [
    'The 25 m pool runs lane swimming, lessons and aqua classes throughout the week.',
    'There is a main pool, a learner pool and a small gym upstairs.',
    'Lanes are split by speed so everyone gets a good swim.',
  ],
  'martial-arts': [
    'Coaches with competition pedigree teach beginners and fighters side by side.',
    'Sprung mats, a full-size ring and a respectful, ego-free culture.',
    'Classes run for complete beginners through to competitive squads.',
  ],
  gym: [
    'Racks, platforms, plenty of dumbbells and a full cardio floor.',
    'Staff are always on the floor to help with technique or a new programme.',
    'Open early until late, with a strength area that never feels crowded.',
  ],
  dance: [
    'Sprung-floor studios host everything from ballet to street and salsa.',
    'Teachers are working professionals and every class ends with a routine.',
    'Beginners are made to feel at home from the very first step.',
  ],
  climbing: [
    'Hundreds of problems are reset every week across the bouldering walls.',
    'There are auto-belays, roped walls and a training area with boards.',
    'A café and a relaxed crowd make it easy to stay all afternoon.',
  ],
}

/** Probability of each amenity by venue type; changing rooms are near-universal at pools. */
const AMENITY_ODDS: Record<string, Partial<Record<ActivityType, number>> & { base: number }> = {
  'Changing rooms': { base: 0.75, swimming: 1, gym: 0.95, climbing: 0.9 },
  Showers: { base: 0.65, swimming: 1, gym: 0.95, climbing: 0.8, yoga: 0.5 },
  Lockers: { base: 0.6, swimming: 1, gym: 0.95 },
  Towels: { base: 0.25, yoga: 0.4, gym: 0.35 },
  Parking: { base: 0.35, swimming: 0.7, climbing: 0.6, gym: 0.45 },
  'Bike storage': { base: 0.4 },
  Café: { base: 0.15, climbing: 0.8, swimming: 0.45 },
  'Wi-Fi': { base: 0.5 },
  'Step-free access': { base: 0.55, swimming: 0.85 },
  'Accessible toilet': { base: 0.45, swimming: 0.9 },
  'Mat hire': { base: 0, yoga: 0.9, 'fitness-class': 0.3 },
  'Shoe hire': { base: 0, climbing: 0.95 },
  Sauna: { base: 0.03, swimming: 0.45, gym: 0.2 },
  'Steam room': { base: 0.02, swimming: 0.35, gym: 0.15 },
  'Water refill station': { base: 0.45 },
  'Air conditioning': { base: 0.35, gym: 0.6, 'fitness-class': 0.6 },
  Creche: { base: 0, swimming: 0.2, gym: 0.1 },
}

function amenitiesFor(random: Random, type: ActivityType): string[] {
  const amenities: string[] = []
  for (const [amenity, odds] of Object.entries(AMENITY_ODDS)) {
    if (random.chance(odds[type] ?? odds.base)) amenities.push(amenity)
  }
  return amenities
}

/** Out of 10 to one decimal; about one venue in twelve has no ratings yet (0). */
export function randomRating(random: Random, mean = 8.4): number {
  if (random.chance(0.08)) return 0
  const rating = Math.min(10, Math.max(5.5, random.normal(mean, 0.7)))
  return Math.round(rating * 10) / 10
}

export interface PlannedVenue {
  row: VenueRow
  type: ActivityType
  area: Neighbourhood
  hasCourts: boolean
}

/**
 * Builds a venue. `takenSlugs` spans the whole catalogue: slugs are unique (they are venue page
 * URLs), so a clash gets a numeric suffix after a few attempts at a fresh name.
 */
export function buildVenue(
  random: Random,
  id: number,
  city: CityDefinition,
  type: ActivityType,
  takenSlugs: Set<string>,
): PlannedVenue {
  let area = random.pick(city.neighbourhoods)
  let named = venueName(random, type, area.name)
  let slug = `${slugify(named.name)}-${city.code}`
  for (let attempt = 0; takenSlugs.has(slug) && attempt < 6; attempt++) {
    area = random.pick(city.neighbourhoods)
    named = venueName(random, type, area.name)
    slug = `${slugify(named.name)}-${city.code}`
  }
  const { name, hasCourts } = named
  for (let suffix = 2; takenSlugs.has(slug); suffix++) {
    slug = `${slugify(name)}-${city.code}-${suffix}`
  }
  takenSlugs.add(slug)

  const location = pointNear(random, city, area)
  const postcode = postcodeIn(random, area.postcodeDistrict)
  const handle = slugify(name)
  const variants = random.sample(
    Array.from({ length: ACTIVITY_IMAGE_VARIANTS }, (_, i) => i + 1),
    3,
  )
  const rating = randomRating(random)
  const description = [
    `${name} is a ${random.pick(ADJECTIVES)} ${TYPE_NOUNS[type]} in ${area.name}, ${city.name}.`,
    random.pick(OFFER_SENTENCES[type]),
  ].join(' ')

  return {
    type,
    area,
    hasCourts,
    row: {
      id,
      urlSlug: slug,
      name,
      description,
      amenities: amenitiesFor(random, type),
      address: `${streetAddress(random, type)}, ${area.name}, ${city.name} ${postcode}`,
      postcode,
      cityCode: city.code,
      lat: location.lat,
      lng: location.lng,
      phone: fictionalPhone(random, city.code),
      email: fictionalEmail(random, handle),
      website: fictionalWebsite(handle),
      rating,
      logoUrl: venueLogoUrl(name),
      imageUrls: variants.map((variant) => activityImageUrl(type, variant)),
      thumbnailUrl: activityThumbUrl(type, variants[0] ?? 1),
      // Busier for well-rated venues; a handful of newcomers have nobody yet.
      moversGoingToThisVenue:
        rating === 0
          ? random.int(0, 12)
          : Math.round(Math.pow(random.next(), 2) * 380 * (rating / 9)) + 3,
    },
  }
}
