/**
 * The pin icon for an activity (spec §9): the first of its tags, then its activity type, that
 * names an icon category or a sport that belongs to one; a plain map pin otherwise.
 */

export const ICON_CATEGORIES = [
  'ball',
  'classes',
  'climbing',
  'cycling',
  'dance',
  'gym',
  'map-pin',
  'martial-arts',
  'physio',
  'pilates',
  'racket',
  'spin',
  'swim',
  'water-sports',
  'yoga-mindbody',
] as const

export type IconCategory = (typeof ICON_CATEGORIES)[number]

export const FALLBACK_ICON: IconCategory = 'map-pin'

const SYNONYMS: Record<string, IconCategory> = {
  // Activity types (lib/activity-types.ts) whose name is not a category.
  yoga: 'yoga-mindbody',
  'fitness-class': 'classes',
  swimming: 'swim',
  // Tags and everyday words.
  mindbody: 'yoga-mindbody',
  meditation: 'yoga-mindbody',
  mindfulness: 'yoga-mindbody',
  'tai-chi': 'yoga-mindbody',
  class: 'classes',
  'fitness-classes': 'classes',
  hiit: 'classes',
  bootcamp: 'classes',
  circuits: 'classes',
  aerobics: 'classes',
  barre: 'pilates',
  reformer: 'pilates',
  spinning: 'spin',
  'indoor-cycling': 'spin',
  cycle: 'cycling',
  bike: 'cycling',
  boxing: 'martial-arts',
  kickboxing: 'martial-arts',
  karate: 'martial-arts',
  judo: 'martial-arts',
  'jiu-jitsu': 'martial-arts',
  bjj: 'martial-arts',
  taekwondo: 'martial-arts',
  'muay-thai': 'martial-arts',
  mma: 'martial-arts',
  grappling: 'martial-arts',
  'self-defence': 'martial-arts',
  'self-defense': 'martial-arts',
  tennis: 'racket',
  squash: 'racket',
  badminton: 'racket',
  padel: 'racket',
  'table-tennis': 'racket',
  racquet: 'racket',
  football: 'ball',
  basketball: 'ball',
  netball: 'ball',
  volleyball: 'ball',
  hockey: 'ball',
  'team-sport': 'ball',
  gyms: 'gym',
  weights: 'gym',
  strength: 'gym',
  dancing: 'dance',
  'partner-dance': 'dance',
  zumba: 'dance',
  ballet: 'dance',
  salsa: 'dance',
  bouldering: 'climbing',
  physiotherapy: 'physio',
  rehab: 'physio',
  pool: 'swim',
  aqua: 'swim',
  kayaking: 'water-sports',
  paddleboarding: 'water-sports',
  sup: 'water-sports',
  rowing: 'water-sports',
  surfing: 'water-sports',
  sailing: 'water-sports',
  watersports: 'water-sports',
}

/** 'Martial Arts', 'martial_arts' and 'martial-arts' are one keyword. */
function normaliseKeyword(keyword: string): string {
  return keyword
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
}

function isIconCategory(value: string): value is IconCategory {
  return (ICON_CATEGORIES as readonly string[]).includes(value)
}

/**
 * The category one keyword stands for, if any. 'map-pin' stands for nothing: it is the
 * fallback, and a later keyword may still name a real icon.
 */
export function keywordCategory(keyword: string): IconCategory | undefined {
  const key = normaliseKeyword(keyword)
  if (key === FALLBACK_ICON) return undefined
  if (isIconCategory(key)) return key
  return Object.hasOwn(SYNONYMS, key) ? SYNONYMS[key] : undefined
}

/**
 * The icon for keywords in priority order: pass the tags, then the activity type.
 *
 * @example iconCategory(['flow', 'yoga-mindbody', 'yoga']) // 'yoga-mindbody'
 */
export function iconCategory(keywords: readonly string[]): IconCategory {
  for (const keyword of keywords) {
    const category = keywordCategory(keyword)
    if (category) return category
  }
  return FALLBACK_ICON
}
