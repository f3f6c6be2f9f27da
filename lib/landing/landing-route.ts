/**
 * A public landing (landing-path.ts) ↔ its internal cached route, whose key
 * (`/l/{kind}/{slug}/{options}`) landing-cache-key.mjs builds and parses: the kind and slug
 * that name a landing there, and back through landingOf, the constructor the proxy's parser
 * uses too, so the two can never disagree.
 */
import {
  buildInternalLandingPath,
  decodeRenderOptions,
  isLandingKind,
  NATIONAL_SLUG,
  parseInternalLandingPath,
  type LandingKind,
  type LandingRenderOptions,
} from './landing-cache-key.mjs'
import { landingOf, type LandingPath } from './landing-path'

export function landingKind(landing: LandingPath): LandingKind {
  if (landing.variant === 'PARTNER') return 'partner'
  if (landing.variant === 'VENUE') return 'venue'
  if (landing.urlSlug) return 'offer'
  if (landing.city) return 'city'
  return 'national'
}

/** The slug segment of a landing's internal path: its city, its urlSlug, or '_' for national. */
export function landingSlug(landing: LandingPath): string {
  const kind = landingKind(landing)
  if (kind === 'national') return NATIONAL_SLUG
  return (kind === 'city' ? landing.city : landing.urlSlug) ?? NATIONAL_SLUG
}

/** The internal path a public landing URL is rewritten to. */
export function internalLandingPath(
  landing: LandingPath,
  options: Readonly<LandingRenderOptions>,
): string {
  return buildInternalLandingPath(landingKind(landing), landingSlug(landing), options)
}

export interface InternalLanding {
  kind: LandingKind
  slug: string
  landing: LandingPath
  options: LandingRenderOptions
}

/** Route params of the internal page → the public landing it renders, or null (→ 404). */
export function landingFromParams(
  kind: string,
  slug: string,
  segment: string,
): InternalLanding | null {
  if (!isLandingKind(kind)) return null
  const options = decodeRenderOptions(segment)
  const landing = options && landingOf(kind, slug)
  return landing && options && { kind, slug, landing, options }
}

/** An internal path asked for directly (proxy.ts) → the landing it names, or null. */
export function landingFromInternalPath(pathname: string): InternalLanding | null {
  const route = parseInternalLandingPath(pathname)
  const landing = route && landingOf(route.kind, route.slug)
  return route && landing && { ...route, landing }
}
