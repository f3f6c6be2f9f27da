/** The activity types of spec §9, in the order selectors show them. */
export const ACTIVITY_TYPES = [
  'yoga',
  'fitness-class',
  'swimming',
  'martial-arts',
  'gym',
  'dance',
  'climbing',
] as const

export type ActivityType = (typeof ACTIVITY_TYPES)[number]

/** 'any' is the selector's "no filter" value. */
export const ANY_ACTIVITY_TYPE = 'any'

/** The city used for live-streamed activities (spec §7 GetActivities). */
export const STREAMING_CITY = 'streaming-city'

/** Plural labels, as the spec's carousel titles spell them ('Popular Yoga in …'). */
export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  yoga: 'Yoga',
  'fitness-class': 'Fitness Classes',
  swimming: 'Swimming',
  'martial-arts': 'Martial Arts',
  gym: 'Gyms',
  dance: 'Dance Classes',
  climbing: 'Climbing',
}

export function isActivityType(value: string): value is ActivityType {
  return (ACTIVITY_TYPES as readonly string[]).includes(value)
}
