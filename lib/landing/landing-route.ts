/**
 * Landing pages are served from one internal, cacheable route: the proxy rewrites each public
 * landing URL (see landing-path.ts) to `/l/{kind}/{slug}/{options}`, folding into the path the
 * request facts that change the HTML (the cookie-notice cookie, `ref` and the campaign flags).
 * Every combination is then a separate incrementally regenerated page, so a landing page is
 * rendered once per revalidation window rather than once per visitor.
 */
import type { ConfigQueryArgs } from './query-flags'
import { ACTIVITY_ID } from './activity-param'
import { parseLandingPath, type LandingPath } from './landing-path'

export const INTERNAL_LANDING_PREFIX = '/l'

export type LandingKind = 'national' | 'city' | 'offer' | 'partner' | 'venue'

export interface LandingRenderOptions extends ConfigQueryArgs {
  /** The visitor dismissed the cookie notice (the server leaves it out). */
  cookieNoticeHidden: boolean
  /** A shared `?activity={id}` link: the page opens that activity's details (see activity-param.ts). */
  activityId: string | null
}

export const DEFAULT_RENDER_OPTIONS: LandingRenderOptions = {
  cookieNoticeHidden: false,
  variantRef: null,
  isTargetedCampaign: false,
  isTargetedCity: false,
  isBrandSearch: false,
  activityId: null,
}

const NATIONAL_SLUG = '_'
const REF = /^[A-Za-z0-9_-]{1,100}$/

export function landingKind(landing: LandingPath): LandingKind {
  if (landing.variant === 'PARTNER') return 'partner'
  if (landing.variant === 'VENUE') return 'venue'
  if (landing.urlSlug) return 'offer'
  if (landing.city) return 'city'
  return 'national'
}

/** One path segment, always in the same order, so equal options give one cache entry. */
export function encodeRenderOptions(options: LandingRenderOptions): string {
  const parts = [options.cookieNoticeHidden ? 'cn0' : 'cn1']
  if (options.variantRef && REF.test(options.variantRef)) parts.push(`r${options.variantRef}`)
  if (options.isTargetedCampaign) parts.push('tc')
  if (options.isTargetedCity) parts.push('ty')
  if (options.isBrandSearch) parts.push('bs')
  if (options.activityId && ACTIVITY_ID.test(options.activityId))
    parts.push(`a${options.activityId}`)
  return parts.join('.')
}

/** The options of a plain visit (notice shown, no flags): the public routes' own cache entry. */
export const DEFAULT_OPTIONS_SEGMENT = encodeRenderOptions(DEFAULT_RENDER_OPTIONS)

/** The inverse of encodeRenderOptions; null for anything it would not have produced. */
export function decodeRenderOptions(segment: string): LandingRenderOptions | null {
  const parts = segment.split('.')
  const [notice, ...rest] = parts
  if (notice !== 'cn0' && notice !== 'cn1') return null
  const options: LandingRenderOptions = {
    ...DEFAULT_RENDER_OPTIONS,
    cookieNoticeHidden: notice === 'cn0',
  }
  for (const part of rest) {
    if (part === 'tc') options.isTargetedCampaign = true
    else if (part === 'ty') options.isTargetedCity = true
    else if (part === 'bs') options.isBrandSearch = true
    else if (part.startsWith('r') && REF.test(part.slice(1))) options.variantRef = part.slice(1)
    else if (part.startsWith('a') && ACTIVITY_ID.test(part.slice(1)))
      options.activityId = part.slice(1)
    else return null
  }
  return encodeRenderOptions(options) === segment ? options : null
}

/** The slug segment of a landing's internal path: its city, its urlSlug, or '_' for national. */
export function landingSlug(landing: LandingPath): string {
  const kind = landingKind(landing)
  if (kind === 'national') return NATIONAL_SLUG
  return (kind === 'city' ? landing.city : landing.urlSlug) ?? NATIONAL_SLUG
}

/** The internal path a public landing URL is rewritten to. */
export function internalLandingPath(landing: LandingPath, options: LandingRenderOptions): string {
  const kind = landingKind(landing)
  return `${INTERNAL_LANDING_PREFIX}/${kind}/${landingSlug(landing)}/${encodeRenderOptions(options)}`
}

const KINDS = new Set<LandingKind>(['national', 'city', 'offer', 'partner', 'venue'])

/** Route params of the internal page → the public landing it renders, or null (→ 404). */
export function landingFromParams(
  kind: string,
  slug: string,
  segment: string,
): { landing: LandingPath; options: LandingRenderOptions } | null {
  if (!KINDS.has(kind as LandingKind)) return null
  const options = decodeRenderOptions(segment)
  if (!options) return null
  const landing = publicLanding(kind as LandingKind, slug)
  return landing && { landing, options }
}

const PUBLIC_PATHS: Record<LandingKind, (slug: string) => string | null> = {
  national: (slug) => (slug === NATIONAL_SLUG ? '/' : null),
  city: (slug) => `/${slug}`,
  offer: (slug) => `/offers/${slug}`,
  partner: (slug) => `/partners/${slug}`,
  venue: (slug) => `/venues/${slug}`,
}

/** Validated by the same parser the proxy uses, so the two can never disagree. */
function publicLanding(kind: LandingKind, slug: string): LandingPath | null {
  const path = PUBLIC_PATHS[kind](slug)
  const landing = path === null ? null : parseLandingPath(path)
  return landing && landingKind(landing) === kind ? landing : null
}
