/**
 * The landing page's query string → config arguments and capture data. Every value is
 * validated; garbage is ignored, never thrown.
 *
 * Parameters (documented in the README):
 * - `ref`                 → variantRef: 1–100 characters of letters, digits, '-' and '_'.
 * - `targeted_campaign=1` → isTargetedCampaign  ('1' or 'true', any case; anything else: off)
 * - `targeted_city=1`     → isTargetedCity
 * - `brand_search=1`      → isBrandSearch
 * - `email`               → prefill for the email capture: trimmed, at most 254 characters, no
 *                           control characters (not checked for validity: the form does that).
 * - `utm_source`, `utm_campaign`, `utm_medium`, `utm_term`, `utm_content`: trimmed, 1–200
 *   characters, no control characters.
 * A repeated parameter counts by its first value.
 */

import { KEY_QUERY_PARAMS } from './landing-cache-key.mjs'

/** The config flags' names come from the landing cache key, which each one is part of. */
export const QUERY_PARAMS = {
  variantRef: KEY_QUERY_PARAMS.variantRef,
  isTargetedCampaign: KEY_QUERY_PARAMS.isTargetedCampaign,
  isTargetedCity: KEY_QUERY_PARAMS.isTargetedCity,
  isBrandSearch: KEY_QUERY_PARAMS.isBrandSearch,
  email: 'email',
} as const

export const UTM_PARAMS = [
  'utm_source',
  'utm_campaign',
  'utm_medium',
  'utm_term',
  'utm_content',
] as const
export type UtmParam = (typeof UTM_PARAMS)[number]
export type UtmValues = Partial<Record<UtmParam, string>>

/** First-party cookie keeping a lead's UTM values (set by /store-cookies, 30 days). */
export const UTM_COOKIE = 'move_utm'

export const MAX_VARIANT_REF_LENGTH = 100
export const MAX_EMAIL_LENGTH = 254
export const MAX_UTM_LENGTH = 200

/** What Next passes a page as `searchParams`, or a URLSearchParams / query string. */
export type QueryInput =
  URLSearchParams | string | Record<string, string | string[] | undefined> | null | undefined

export interface LandingQuery {
  variantRef: string | null
  isTargetedCampaign: boolean
  isTargetedCity: boolean
  isBrandSearch: boolean
  email: string | null
  utm: UtmValues
}

/** The arguments of the GraphQL `config` query that come from the query string. */
export type ConfigQueryArgs = Pick<
  LandingQuery,
  'variantRef' | 'isTargetedCampaign' | 'isTargetedCity' | 'isBrandSearch'
>

const SLUG = /^[A-Za-z0-9_-]+$/
// C0 and C1 controls, DEL, and the line/paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

function firstValue(query: QueryInput, name: string): string | undefined {
  if (query == null) return undefined
  if (typeof query === 'string') return new URLSearchParams(query).get(name) ?? undefined
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined
  const value = query[name]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : undefined
}

/** A trimmed value of 1–max characters without control characters, else null. */
export function cleanText(value: string | null | undefined, max: number): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text === '' || text.length > max || CONTROL.test(text)) return null
  return text
}

function flag(value: string | undefined): boolean {
  return value !== undefined && /^(1|true)$/i.test(value.trim())
}

/** The utm_* values present and valid. */
export function parseUtm(query: QueryInput): UtmValues {
  const utm: UtmValues = {}
  for (const name of UTM_PARAMS) {
    const value = cleanText(firstValue(query, name), MAX_UTM_LENGTH)
    if (value !== null) utm[name] = value
  }
  return utm
}

export function parseLandingQuery(query: QueryInput): LandingQuery {
  const ref = cleanText(firstValue(query, QUERY_PARAMS.variantRef), MAX_VARIANT_REF_LENGTH)
  return {
    variantRef: ref !== null && SLUG.test(ref) ? ref : null,
    isTargetedCampaign: flag(firstValue(query, QUERY_PARAMS.isTargetedCampaign)),
    isTargetedCity: flag(firstValue(query, QUERY_PARAMS.isTargetedCity)),
    isBrandSearch: flag(firstValue(query, QUERY_PARAMS.isBrandSearch)),
    email: cleanText(firstValue(query, QUERY_PARAMS.email), MAX_EMAIL_LENGTH),
    utm: parseUtm(query),
  }
}

/** Just the config arguments, for GetConfig's variables. */
export function configQueryArgs(query: QueryInput): ConfigQueryArgs {
  const { variantRef, isTargetedCampaign, isTargetedCity, isBrandSearch } = parseLandingQuery(query)
  return { variantRef, isTargetedCampaign, isTargetedCity, isBrandSearch }
}
