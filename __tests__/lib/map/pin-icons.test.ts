/** @jest-environment node */
import { ACTIVITY_TYPES } from '@/lib/activity-types'
import { ACTIVITY_TEMPLATES, ICON_KEYWORDS } from '@/server/db/seed/catalogue/activity-templates'
import {
  ICON_CATEGORIES,
  iconCategory,
  keywordCategory,
  type IconCategory,
} from '@/lib/map/pin-icons'

// Seeded tags that describe a session rather than a sport: they never choose an icon.
const DESCRIPTIVE_TAGS = new Set([
  'aerial',
  'beginners',
  'family',
  'flow',
  'heated',
  'live-stream',
  'outdoor',
  'pregnancy',
  'relax',
  'stretch',
])

describe('ICON_CATEGORIES (spec §9)', () => {
  it('lists the fifteen icon categories', () => {
    expect(ICON_CATEGORIES).toEqual([
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
    ])
  })

  it('has an icon for every keyword the seed leads its tags with', () => {
    for (const keyword of ICON_KEYWORDS) expect(keywordCategory(keyword)).toBe(keyword)
  })
})

describe('iconCategory', () => {
  it.each<[string[], IconCategory]>([
    [[], 'map-pin'],
    [['beginners'], 'map-pin'],
    [['curling'], 'map-pin'],
    [['map-pin'], 'map-pin'],
    [['map-pin', 'gym'], 'gym'],
    [['yoga-mindbody'], 'yoga-mindbody'],
    [['yoga'], 'yoga-mindbody'],
    [['mindbody'], 'yoga-mindbody'],
    [['meditation'], 'yoga-mindbody'],
    [['swimming'], 'swim'],
    [['swim'], 'swim'],
    [['fitness-class'], 'classes'],
    [['spinning'], 'spin'],
    [['boxing'], 'martial-arts'],
    [['martial-arts'], 'martial-arts'],
    [['tennis'], 'racket'],
    [['squash'], 'racket'],
    [['badminton'], 'racket'],
    [['padel'], 'racket'],
    [['football'], 'ball'],
    [['basketball'], 'ball'],
    [['netball'], 'ball'],
    [['bouldering'], 'climbing'],
    [['Martial Arts'], 'martial-arts'],
    [[' Swimming '], 'swim'],
    [['fitness_class'], 'classes'],
    [['constructor'], 'map-pin'],
    [['toString', 'dance'], 'dance'],
    // Priority: the first keyword that names a category wins.
    [['flow', 'yoga-mindbody', 'yoga'], 'yoga-mindbody'],
    [['spin', 'cycling', 'classes', 'fitness-class'], 'spin'],
    [['pilates', 'yoga-mindbody', 'yoga'], 'pilates'],
    [['heated', 'live-stream', 'yoga'], 'yoga-mindbody'],
  ])('%j → %p', (keywords, expected) => {
    expect(iconCategory(keywords)).toBe(expected)
  })

  it.each<[string, IconCategory]>([
    ['yoga', 'yoga-mindbody'],
    ['fitness-class', 'classes'],
    ['swimming', 'swim'],
    ['martial-arts', 'martial-arts'],
    ['gym', 'gym'],
    ['dance', 'dance'],
    ['climbing', 'climbing'],
  ])('activity type %p alone → %p', (type, expected) => {
    expect(iconCategory([type])).toBe(expected)
  })

  it('covers every activity type', () => {
    for (const type of ACTIVITY_TYPES) expect(iconCategory([type])).not.toBe('map-pin')
  })
})

describe('seeded activities', () => {
  const seeded = Object.entries(ACTIVITY_TEMPLATES).flatMap(([type, templates]) =>
    templates.map((template) => ({ type, title: template.title, tags: template.tags })),
  )

  it.each(seeded.map((s) => [s.type, s.title, s.tags] as const))(
    '%s "%s" %j gets the icon of its first tag',
    (type, _, tags) => {
      expect(iconCategory([...tags, type])).toBe(tags[0])
    },
  )

  it('every seeded tag either names an icon or is known to be descriptive', () => {
    const tags = new Set(seeded.flatMap((s) => s.tags))
    tags.add('live-stream')
    const unknown = [...tags].filter((tag) => !keywordCategory(tag) && !DESCRIPTIVE_TAGS.has(tag))
    expect(unknown).toEqual([])
  })

  it('no descriptive tag accidentally picks an icon', () => {
    for (const tag of DESCRIPTIVE_TAGS) expect(keywordCategory(tag)).toBeUndefined()
  })
})
