/**
 * The desk's campaign link builder: a landing page of ours plus utm_source, utm_medium and
 * utm_campaign (required), utm_term and utm_content (optional) → the page's canonical URL with
 * those parameters.
 *
 * A value is accepted exactly when the landing page would keep it with a lead
 * (query-flags.ts cleanText: trimmed, 1–200 characters, no control characters), so every link
 * built here is credited in full.
 */
import { parseLandingPath } from '../landing/landing-path'
import { cleanText, MAX_UTM_LENGTH, type UtmParam } from '../landing/query-flags'

/** In the order they appear in the link. */
export const CAMPAIGN_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const satisfies readonly UtmParam[]

export const REQUIRED_CAMPAIGN_FIELDS: readonly UtmParam[] = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
]

export const CAMPAIGN_FIELD_LABELS: Record<(typeof CAMPAIGN_FIELDS)[number], string> = {
  utm_source: 'Source (utm_source)',
  utm_medium: 'Medium (utm_medium)',
  utm_campaign: 'Campaign (utm_campaign)',
  utm_term: 'Term (utm_term, optional)',
  utm_content: 'Content (utm_content, optional)',
}

export type CampaignField = 'path' | (typeof CAMPAIGN_FIELDS)[number]

export interface CampaignLinkInput {
  path?: string | null
  utm_source?: string | null
  utm_medium?: string | null
  utm_campaign?: string | null
  utm_term?: string | null
  utm_content?: string | null
}

export type CampaignLinkResult =
  | { ok: true; url: string; path: string }
  | { ok: false; errors: Partial<Record<CampaignField, string>> }

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

function fieldError(name: string, raw: string, required: boolean): string | null {
  const text = raw.trim()
  if (text === '') return required ? `Enter the ${name}.` : null
  if (text.length > MAX_UTM_LENGTH)
    return `The ${name} must be at most ${MAX_UTM_LENGTH} characters.`
  if (CONTROL.test(text)) return `The ${name} must not contain line breaks or control characters.`
  return null
}

const NAMES: Record<(typeof CAMPAIGN_FIELDS)[number], string> = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  utm_term: 'term',
  utm_content: 'content',
}

/**
 * The campaign link, or an error per field.
 *
 * @example buildCampaignLink({ path: '/london', utm_source: 'newsletter', utm_medium: 'email',
 *   utm_campaign: 'spring' }, 'https://move.example')
 * // { ok: true, path: '/london',
 * //   url: 'https://move.example/london?utm_source=newsletter&utm_medium=email&utm_campaign=spring' }
 */
export function buildCampaignLink(input: CampaignLinkInput, siteUrl: string): CampaignLinkResult {
  const errors: Partial<Record<CampaignField, string>> = {}
  const rawPath = (input.path ?? '').trim()
  const landing = rawPath === '' ? null : parseLandingPath(rawPath)
  if (rawPath === '') errors.path = 'Enter the page the link leads to, e.g. /london.'
  else if (!landing) {
    errors.path =
      'Enter the path of one of our landing pages: /, /{city}, /offers/…, /partners/… or /venues/….'
  }
  const params = new URLSearchParams()
  for (const field of CAMPAIGN_FIELDS) {
    const raw = input[field] ?? ''
    const error = fieldError(NAMES[field], raw, REQUIRED_CAMPAIGN_FIELDS.includes(field))
    if (error) {
      errors[field] = error
      continue
    }
    const value = cleanText(raw, MAX_UTM_LENGTH)
    if (value !== null) params.set(field, value)
  }
  if (!landing || Object.keys(errors).length > 0) return { ok: false, errors }
  const base = siteUrl.replace(/\/+$/, '')
  return { ok: true, path: landing.path, url: `${base}${landing.path}?${params.toString()}` }
}

/** Whether a query holds any of the builder's fields (a submitted form, not a first visit). */
export function isCampaignLinkSubmission(input: CampaignLinkInput): boolean {
  return CAMPAIGN_FIELDS.some((field) => (input[field] ?? '') !== '')
}
