/**
 * Word lists for fictional venue names, street addresses and customer names. Names are built
 * from a neighbourhood or an evocative word plus a type noun ("Ancoats Yoga Loft", "Copper
 * Bouldering"), which reads like a real independent business without copying one.
 */
import type { ActivityType } from '@/lib/activity-types'
import type { Random } from './random'

/** `{area}` is the neighbourhood, `{word}` an evocative word. */
const VENUE_NAME_PATTERNS: Record<ActivityType, readonly string[]> = {
  yoga: [
    '{area} Yoga Loft',
    '{area} Yoga Studio',
    '{word} Yoga',
    'The {word} Yoga Room',
    '{area} Yoga Collective',
    '{word} & Breath',
    'Studio {word}',
    '{word} Pilates & Yoga',
  ],
  'fitness-class': [
    '{area} Fitness Hub',
    '{word} Athletic Club',
    '{word} Fitness Studio',
    'The {word} Room',
    '{area} Training Rooms',
    '{word} Sweat Club',
    '{area} Community Sports Hall',
    '{area} Sports Centre',
    '{word} Cycle Studio',
  ],
  swimming: [
    '{area} Leisure Centre',
    '{area} Baths',
    '{area} Aquatics Centre',
    '{area} Lido',
    '{word} Swim Club',
    '{area} Pool & Spa',
  ],
  'martial-arts': [
    '{area} Martial Arts Academy',
    '{word} Dojo',
    '{word} Jiu-Jitsu',
    '{area} Boxing Club',
    '{word} Muay Thai',
    '{word} Combat Academy',
  ],
  gym: [
    '{area} Strength Co.',
    '{word} Gym',
    '{area} Iron Works',
    '{word} Performance',
    '{area} Health Club',
    '{word} Barbell Club',
    '{area} Racquet & Fitness Club',
  ],
  dance: [
    '{area} Dance Studios',
    '{word} Dance Academy',
    '{word} Movement Studio',
    'The {area} Ballroom',
    '{word} Dance House',
    '{area} School of Dance',
  ],
  climbing: [
    '{area} Climbing Centre',
    '{word} Bouldering',
    'The {word} Wall',
    '{area} Boulder Lab',
    '{word} Climbing',
  ],
}

/** Venues with a sports hall or courts: the only ones that run ball games and racket sports. */
const PATTERNS_WITH_COURTS = new Set([
  '{area} Community Sports Hall',
  '{area} Sports Centre',
  '{area} Leisure Centre',
  '{area} Aquatics Centre',
  '{area} Health Club',
  '{area} Racquet & Fitness Club',
])

const EVOCATIVE_WORDS = [
  'Oak',
  'Lotus',
  'Copper',
  'Granite',
  'Willow',
  'Harbour',
  'Canal',
  'Ember',
  'Summit',
  'Anchor',
  'Kestrel',
  'Tidal',
  'Crescent',
  'Meadow',
  'Redbrick',
  'Lantern',
  'Juniper',
  'Sparrow',
  'Heron',
  'Flint',
  'Cedar',
  'Slate',
  'Hazel',
  'Birch',
  'Northstar',
  'Bramble',
  'Fern',
  'Orchard',
  'Beacon',
  'Compass',
  'Paper Mill',
  'Tannery',
  'Viaduct',
  'Warehouse',
  'Lighthouse',
  'Skylark',
  'Wren',
  'Ivy',
  'Moss',
  'Bluebell',
  'Saltwater',
  'Driftwood',
  'Basalt',
  'Cobalt',
  'Saffron',
  'Indigo',
  'Marigold',
  'Thistle',
  'Rowan',
  'Larch',
  'Pebble',
  'Signal Box',
  'Engine Shed',
  'Coal Yard',
  'Ironstone',
  'Millstone',
  'Gritstone',
  'Kiln',
  'Loom',
  'Spindle',
] as const

export interface VenueName {
  name: string
  /** Whether the name promises courts or a sports hall (see PATTERNS_WITH_COURTS). */
  hasCourts: boolean
}

export function venueName(random: Random, type: ActivityType, areaName: string): VenueName {
  const pattern = random.pick(VENUE_NAME_PATTERNS[type])
  return {
    name: pattern.replace('{area}', areaName).replace('{word}', random.pick(EVOCATIVE_WORDS)),
    hasCourts: PATTERNS_WITH_COURTS.has(pattern),
  }
}

/** Street names common to every British town, so any of them is plausible anywhere. */
const STREETS = [
  'High Street',
  'Station Road',
  'Church Street',
  'Chapel Street',
  'Mill Lane',
  'Victoria Street',
  'King Street',
  'Queen Street',
  'Market Street',
  'Park Road',
  'New Street',
  'Albert Road',
  'George Street',
  'Bridge Street',
  'North Street',
  'Union Street',
  'Castle Street',
  'Green Lane',
  'Grove Road',
  'Manor Road',
  'Princes Street',
  'York Street',
  'Wellington Road',
  'Nelson Street',
  'Canal Street',
  'Foundry Lane',
  'Brewery Lane',
  'Cross Street',
  'Water Street',
  'Duke Street',
  'Oxford Road',
  'Cambridge Street',
  'Regent Street',
  'Commercial Road',
  'Northumberland Street',
  'Stanley Road',
  'Clarence Street',
  'Hope Street',
  'Mount Pleasant',
  'Cemetery Road',
  'Trinity Street',
  'Warwick Road',
  'Portland Street',
  'Dale Street',
  'Spring Gardens',
  'Charlotte Street',
  'Great Western Street',
  'Railway Street',
  'Cotton Street',
  'Silk Street',
] as const

const BUILDINGS = [
  'The Old Tram Depot',
  'Riverside Works',
  'The Engine House',
  'Unit 4, Victoria Mills',
  'The Arches',
  'Unit 12, Canal Side Studios',
  'The Old Fire Station',
  'Foundry House',
  'The Print Works',
  'Unit 7, Northgate Trading Estate',
] as const

/** '14 Chapel Street', sometimes with a building name for warehouse-style venues. */
export function streetAddress(random: Random, type: ActivityType): string {
  const street = random.pick(STREETS)
  const bigShed = type === 'climbing' || type === 'gym' || type === 'martial-arts'
  if (bigShed && random.chance(0.35)) return `${random.pick(BUILDINGS)}, ${street}`
  return `${random.int(1, 240)} ${street}`
}

const FIRST_NAMES = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Ivy',
  'Lily',
  'Isabella',
  'Sophia',
  'Grace',
  'Freya',
  'Evie',
  'Poppy',
  'Ella',
  'Priya',
  'Aisha',
  'Zara',
  'Hannah',
  'Chloe',
  'Ruby',
  'Noah',
  'Oliver',
  'George',
  'Arthur',
  'Muhammad',
  'Leo',
  'Harry',
  'Oscar',
  'Archie',
  'Henry',
  'Theo',
  'Jack',
  'Charlie',
  'Jacob',
  'Finley',
  'Rohan',
  'Kwame',
  'Tomasz',
  'Callum',
  'Dylan',
  'Niamh',
  'Siobhan',
  'Eilidh',
  'Rhys',
  'Gethin',
  'Ciara',
  'Fatima',
  'Yusuf',
  'Mei',
  'Kofi',
] as const

const SURNAME_INITIALS = [...'ABCDEFGHJKLMNOPRSTWY'] as const

/** Reviewers show as 'Priya S.': first name and initial, as review sites do. */
export function customerDisplayName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(SURNAME_INITIALS)}.`
}

/** Testimonial and partner names (full names; all invented). */
export const TESTIMONIAL_NAMES = [
  'Sophie Turner-Hall',
  'James Okafor',
  'Priya Sharma',
  'Tom Gallagher',
  'Eilidh MacLeod',
  'Daniel Nowak',
  'Aisha Rahman',
  'Rhys Llewellyn',
] as const

export const PARTNER_TESTIMONIAL_NAMES = [
  'Hannah Brooks, Oak & Breath Yoga',
  'Marcus Green, Gritstone Climbing',
  'Leila Haddad, Canal Street Dance Studios',
  'Owen Price, Harbour Swim Club',
  'Chen Wei, Kestrel Combat Academy',
] as const

/** Turns a display name into a URL slug. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
