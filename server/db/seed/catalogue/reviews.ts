/**
 * Customers and their venue reviews. A review's score (out of 10) tracks the venue's rating, its
 * words track the score, and unrated venues (rating 0) have no reviews at all.
 */
import type { ActivityType } from '@/lib/activity-types'
import { avatarUrl } from '@/lib/images/generated-images'
import { customerDisplayName } from './names'
import type { Random } from './random'
import type { CustomerRow, ReviewRow, VenueRow } from './types'

/** Reviews are dated back from this day, so a re-seed never moves them. */
export const REFERENCE_DATE = new Date('2026-11-22T12:00:00Z')

export function buildCustomers(random: Random, count: number): CustomerRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    displayName: customerDisplayName(random),
    avatarUrl: avatarUrl(random.int(0, 1000)),
  }))
}

const PRAISE: Record<ActivityType, readonly string[]> = {
  yoga: [
    'Lovely calm studio and the teachers really know their stuff.',
    'Best yin class I have found in years. I leave feeling brand new.',
    'Clear cues, kind adjustments and a beautiful room.',
  ],
  'fitness-class': [
    'Tough classes but the coaches make it fun. Hooked already.',
    'Great playlist, great energy, I keep coming back.',
    'Coaches learn your name and push you just the right amount.',
  ],
  swimming: [
    'Clean pool, sensible lane speeds and friendly lifeguards.',
    'Early swims here are the best start to my day.',
    'Warm water, spotless changing rooms, never too busy.',
  ],
  'martial-arts': [
    'Welcoming gym with no egos. Coaching is top notch.',
    'Came as a total beginner and felt looked after from day one.',
    'Technical, safe and really good fun.',
  ],
  gym: [
    'Plenty of racks and never a queue for the kit I need.',
    'Staff are helpful and the place is always spotless.',
    'Great atmosphere and everything you need for strength training.',
  ],
  dance: [
    'So much fun! The teacher breaks every routine down perfectly.',
    'Friendly crowd and brilliant teachers. My weekly highlight.',
    'I was nervous as a beginner but everyone was lovely.',
  ],
  climbing: [
    'Great setting with lots of variety across the grades.',
    'Friendly staff, good café and problems reset often.',
    'Perfect for beginners and keen climbers alike.',
  ],
}

const MIXED = [
  'Good overall, though it gets busy at peak times.',
  'Decent sessions; the changing rooms could do with a refresh.',
  'Nice instructors but classes book up fast, so plan ahead.',
  'Solid place. Parking nearby is a bit of a pain.',
] as const

const CRITICAL = [
  'Class started late and felt rushed. Might give it another go.',
  'Too crowded when I went, hard to get a spot.',
  'Equipment needed some maintenance the day I visited.',
] as const

const REVIEW_COUNT_WEIGHTS: readonly (readonly [number, number])[] = [
  [0, 12],
  [1, 15],
  [2, 20],
  [3, 20],
  [4, 15],
  [5, 11],
  [6, 7],
]

const DAY_MS = 24 * 60 * 60 * 1000

/** 0–6 reviews for a venue, ids from `firstId`. */
export function buildVenueReviews(
  random: Random,
  venue: VenueRow,
  type: ActivityType,
  firstId: number,
  customerCount: number,
): ReviewRow[] {
  if (venue.rating === 0) return []
  const count = random.weighted(REVIEW_COUNT_WEIGHTS)
  const reviews: ReviewRow[] = []
  for (let i = 0; i < count; i++) {
    const rating = Math.max(3, Math.min(10, Math.round(random.normal(venue.rating, 1.1))))
    const text =
      rating >= 8
        ? random.pick(PRAISE[type])
        : rating >= 6
          ? random.pick(MIXED)
          : random.pick(CRITICAL)
    const ageMs = random.int(1, 720) * DAY_MS + random.int(0, 12 * 60) * 60_000
    reviews.push({
      id: firstId + i,
      venueId: venue.id,
      customerId: random.int(1, customerCount),
      rating,
      review: text,
      timeResponded: new Date(REFERENCE_DATE.getTime() - ageMs),
    })
  }
  // Newest first, as review lists show them.
  reviews.sort((a, b) => b.timeResponded.getTime() - a.timeResponded.getTime())
  return reviews.map((review, i) => ({ ...review, id: firstId + i }))
}
