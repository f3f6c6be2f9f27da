/**
 * Which kind of schema.org place a venue is, from what it offers: a gym (ExerciseGym) or a
 * pool (PublicSwimmingPool) when most of its activities are of that type, otherwise the
 * general SportsActivityLocation (studios, academies, climbing walls, mixed centres).
 */

export type VenuePlaceType = 'ExerciseGym' | 'PublicSwimmingPool' | 'SportsActivityLocation'

const SPECIFIC: Partial<Record<string, VenuePlaceType>> = {
  gym: 'ExerciseGym',
  swimming: 'PublicSwimmingPool',
}

/** More than half of the venue's activities must be of the type: a gym with a pool is a gym. */
export function venuePlaceType(activityTypes: readonly string[]): VenuePlaceType {
  const counts = new Map<string, number>()
  for (const type of activityTypes) counts.set(type, (counts.get(type) ?? 0) + 1)
  for (const [type, count] of counts) {
    const place = SPECIFIC[type]
    if (place && count * 2 > activityTypes.length) return place
  }
  return 'SportsActivityLocation'
}
