/**
 * A venue's activities and their weekly timetables. Activities sit exactly at their venue's
 * point (the API groups pins by that location), carry their type's tags and an HTML description
 * built only from <p>, <strong>, <ul> and <li>.
 */
import type { ActivityType } from '@/lib/activity-types'
import type { PassportPricing } from '../../schema'
import {
  ACTIVITY_TEMPLATES,
  COMPANION_OFFERS,
  LEVELS,
  PRACTICAL_NOTES,
  templatesTitled,
  type ActivityTemplate,
} from './activity-templates'
import {
  activityImageUrl,
  activityThumbUrl,
  ACTIVITY_IMAGE_VARIANTS,
} from '@/lib/images/generated-images'
import { randomPricing } from './passport-pricing'
import type { Random } from './random'
import { weeklySessions, type Session } from './seed-timetable'
import type { ActivityRow, VenueRow } from './types'

/** Prefixes that make a class distinct without changing what it is. */
const QUALIFIERS = [
  'Express',
  'Community',
  'Intermediate',
  'Advanced',
  'Over-50s',
  "Women's",
] as const

/** Classes take a qualifier ('Express Spin'); open sessions, courts and clinics do not. */
function acceptsQualifier(template: ActivityTemplate): boolean {
  const open = /Session|Court|Pitch|Zone|Club|Social|Drop-in|Rehab|Massage|Lane|Swim\b/
  return !open.test(template.title) && !needsCourts(template)
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export function activityUrl(id: number): string {
  return `/activities/${id}`
}

export function descriptionHtml(
  random: Random,
  type: ActivityType,
  template: ActivityTemplate,
  title: string,
  duration: number,
  venue: VenueRow,
): string {
  const highlights = [...template.highlights, random.pick(LEVELS)]
  return [
    `<p>A ${duration}-minute <strong>${escapeHtml(title)}</strong> session at ${escapeHtml(venue.name)}: ${escapeHtml(template.summary)}.</p>`,
    `<ul>${highlights.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(random.pick(PRACTICAL_NOTES[type]))}</p>`,
  ].join('')
}

/** A venue rarely lists the same class twice: unused templates first, by weight. */
function pickTemplate(
  random: Random,
  templates: readonly ActivityTemplate[],
  used: Set<string>,
): ActivityTemplate {
  const fresh = templates.filter((t) => !used.has(t.title))
  const pool = fresh.length > 0 ? fresh : templates
  return random.weighted(pool.map((t) => [t, t.weight] as const))
}

export interface PlannedActivity {
  row: ActivityRow
  sessions: Session[]
}

export interface ActivityDraft {
  id: number
  venue: VenueRow
  offer: ActivityOffer
  usedTitles: Set<string>
  /** Overrides the random rules, to guarantee every pricing combination somewhere. */
  litePricing?: PassportPricing
  fullPricing?: PassportPricing
  isDraft: boolean
  sampleRank: number
  isStreaming: boolean
  /** Allowed tags filter (streams cannot be ball games or pools). */
  extraTags?: readonly string[]
}

export function buildActivity(random: Random, draft: ActivityDraft): PlannedActivity {
  const { venue } = draft
  const { type, templates } = draft.offer
  const template = pickTemplate(random, templates, draft.usedTitles)
  draft.usedTitles.add(template.title)
  const qualifier =
    acceptsQualifier(template) && random.chance(0.12) ? random.pick(QUALIFIERS) : null
  const title = qualifier ? `${qualifier} ${template.title}` : template.title
  const duration = qualifier === 'Express' ? 45 : random.pick(template.durations)
  const variant = random.int(1, ACTIVITY_IMAGE_VARIANTS)
  const rating =
    venue.rating === 0
      ? 0
      : Math.round(Math.min(10, Math.max(5, random.normal(venue.rating, 0.4))) * 10) / 10

  return {
    sessions: weeklySessions(type, duration, random),
    row: {
      id: draft.id,
      venueId: venue.id,
      cityCode: venue.cityCode,
      activityType: type,
      title,
      tags: [...template.tags, ...(draft.extraTags ?? [])],
      lat: venue.lat ?? null,
      lng: venue.lng ?? null,
      rating,
      url: activityUrl(draft.id),
      imgUrl: activityImageUrl(type, variant),
      thumbImgUrl: activityThumbUrl(type, variant),
      descriptionHtml: descriptionHtml(random, type, template, title, duration, venue),
      discoveryMemberAllowed: random.chance(0.7),
      litePricing: draft.litePricing ?? randomPricing('lite', random),
      fullPricing: draft.fullPricing ?? randomPricing('full', random),
      isStreaming: draft.isStreaming,
      isDraft: draft.isDraft,
      sampleRank: draft.sampleRank,
    },
  }
}

export interface ActivityOffer {
  type: ActivityType
  templates: readonly ActivityTemplate[]
}

const COURT_TAGS = new Set(['ball', 'racket'])
const needsCourts = (template: ActivityTemplate) => template.tags.some((tag) => COURT_TAGS.has(tag))

const offerCache = new Map<string, ActivityOffer[]>()

/** The offers open to a venue: its own type first, then companions; courts only where it has them. */
function offersFor(venueType: ActivityType, hasCourts: boolean): ActivityOffer[] {
  const key = `${venueType}:${hasCourts}`
  let offers = offerCache.get(key)
  if (!offers) {
    const usable = (templates: readonly ActivityTemplate[]) =>
      hasCourts ? templates : templates.filter((t) => !needsCourts(t))
    offers = [
      { type: venueType, templates: usable(ACTIVITY_TEMPLATES[venueType]) },
      ...COMPANION_OFFERS[venueType].map(({ type, titles }) => ({
        type,
        templates: usable(templatesTitled(type, titles)),
      })),
    ].filter((offer) => offer.templates.length > 0)
    offerCache.set(key, offers)
  }
  return offers
}

/** What a venue's n-th activity is drawn from: the first is always the venue's own type. */
export function offerAt(
  random: Random,
  venueType: ActivityType,
  index: number,
  hasCourts: boolean,
): ActivityOffer {
  const [own, ...companions] = offersFor(venueType, hasCourts)
  if (!own) throw new Error(`No activities for ${venueType}`)
  if (index === 0 || companions.length === 0 || random.chance(0.75)) return own
  return random.pick(companions)
}
