/**
 * GET /store-cookies?utm_capture_email={email}&{the landing page's query} (spec §7): records an
 * email lead and sends the visitor on to the page's call-to-action link.
 *
 * - Which page: the `landing` parameter (a landing path such as '/london' that the email capture
 *   form carries), else the path of a same-origin Referer, else '/'. Only our landing routes
 *   count (see landing-path.ts); anything else means '/'.
 * - Invalid email (spec §5: valid when longer than 5 characters, after trimming; also at most
 *   254 characters and no control characters): 303 back to the landing path with the query
 *   carried over, `email` (the value typed, for the prefill, when printable) and `email_error=1`.
 *   Nothing is stored.
 * - Valid, but not a same-site navigation (`sameSiteNavigation` false: Sec-Fetch-Site
 *   cross-site, or no Fetch Metadata and no same-origin Referer): 303 back to the landing path
 *   with the query and the address prefilled, without email_error. Nothing is stored.
 * - A page with ctaConfig.voucherInput and a malformed `voucher_code` (lib/voucher-code.ts):
 *   303 back to the landing path with the query, the address and `voucher_error=1`. Nothing is
 *   stored. Pages without a voucher field ignore the parameter.
 * - Valid: the page's config is resolved in-process (drafts only in preview; an unknown page
 *   falls back to the national page), the CTA link built on the server with ctaButtonLink and
 *   the city's package listing (on a page without a city, the `city` the visitor chose there,
 *   when it has a listing), then the lead (email, landing path, utm_* values) is inserted,
 *   and only then a 303 to the link. One lead per address, page and Europe/London day: a repeat
 *   stores nothing and gets the same redirect. Every Location passes the one redirect rule
 *   (lib/http/safe-redirect.ts); a link outside our origin and the allow-list
 *   (REDIRECT_ALLOWED_HOSTS) becomes '/'. The target never comes from the query string.
 * - The route (app/store-cookies/route.ts) answers HEAD with 405 and applies the 'lead' rate
 *   limit first.
 * - utm_* values present are also kept in a first-party cookie (move_utm, 30 days, HttpOnly).
 * - The lead counts as a 'lead' conversion for the experiments the visitor (the callsign in the
 *   experiments cookie) was exposed to, unless they objected; never with the address.
 * - Failures answer with a short HTML page and a status (503 'Could not get config' when the
 *   config cannot be loaded, 503 when the lead cannot be saved), never a stack trace.
 */
import type { Database } from '@/server/db/client'
import { emailLeads } from '@/server/db/schema'
import { CAPTURE_EMAIL_PARAM, EMAIL_PREFILL_PARAM, isValidEmail } from '@/lib/email-capture'
import { readDiscoveryQuery } from '@/lib/discovery/query-state'
import { htmlMessage, NO_STORE } from '@/lib/http/responses'
import {
  isValidVoucherCode,
  normaliseVoucherCode,
  VOUCHER_ERROR_PARAM,
  VOUCHER_PARAM,
} from '@/lib/voucher-code'
import { safeRedirectTarget } from '@/lib/http/safe-redirect'
import { ctaButtonLink, ctaListingCity } from '@/lib/pricing/cta-link'
import { NATIONAL_LANDING, parseLandingPath, type LandingPath } from '@/lib/landing/landing-path'
import {
  cleanText,
  configQueryArgs,
  parseUtm,
  UTM_COOKIE,
  type UtmValues,
} from '@/lib/landing/query-flags'
import { redirectAllowedHosts } from '@/lib/landing/redirect-allow-list'
import { openCatalogue } from '@/server/catalogue'
import { EXPERIMENTS_COOKIE, stickyCookieVisitor } from '@/lib/experiments/sticky-cookie'
import { hasObjection } from '@/lib/privacy/objection'
import { cookieValue } from '@/lib/http/cookie-value'
import { recordConversion } from '@/server/experiments/experiment-events'
import { loadCtaListing, loadLandingCta } from './landing-cta'
import { redactEmailsInValues } from '@/lib/privacy/redact-emails'
import { emailHasherFor } from '@/server/analytics/email-hash'

export { CAPTURE_EMAIL_PARAM, EMAIL_PREFILL_PARAM }
/** The landing path the form was on, e.g. '/london'. */
export const LANDING_PARAM = 'landing'
/** Set on the redirect back after an invalid email. */
export const EMAIL_ERROR_PARAM = 'email_error'
/** A voucher code, used only on pages with ctaConfig.voucherInput. */
export { VOUCHER_PARAM }
export { UTM_COOKIE } from '@/lib/landing/query-flags'
export const UTM_COOKIE_MAX_AGE = 60 * 60 * 24 * 30
export const MAX_LEAD_EMAIL_LENGTH = 254

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** The email to store (trimmed), or null when it is not valid. */
export function validateLeadEmail(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null
  const email = raw.trim()
  if (!isValidEmail(email) || email.length > MAX_LEAD_EMAIL_LENGTH || CONTROL.test(email)) {
    return null
  }
  return email
}

export interface StoreCookiesOptions {
  db: Database
  /** Next draft mode: draft pages resolve. Default false. */
  preview?: boolean
  /** Hosts besides ours the CTA may lead to. Default: REDIRECT_ALLOWED_HOSTS. */
  allowedHosts?: readonly string[]
  /** Our origin. Default: the request URL's. */
  origin?: string
  /**
   * Whether the request is a same-site navigation (server/security/request-origin.ts
   * isSameSiteNavigation). Default false: no lead is stored.
   */
  sameSiteNavigation?: boolean
}

function landingFrom(url: URL, referer: string | null, origin: string): LandingPath {
  const param = url.searchParams.get(LANDING_PARAM)
  if (param !== null) return parseLandingPath(param) ?? NATIONAL_LANDING
  if (referer) {
    try {
      const from = new URL(referer)
      if (from.origin === origin) return parseLandingPath(from.pathname) ?? NATIONAL_LANDING
    } catch {
      // not a URL: ignore
    }
  }
  return NATIONAL_LANDING
}

/** A 303 to `location` when the redirect rule allows it, else to '/'. */
function redirect(location: string, origin: string, cookies: string[] = []): Response {
  const safe = safeRedirectTarget(location, { origin, allowedHosts: [] }) ?? '/'
  return redirectTo(safe, cookies)
}

function redirectTo(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': NO_STORE })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/**
 * The landing page again, with its query (a voucher code included, for its field) and the typed
 * email, with `email_error=1` when the address was not valid and `voucher_error=1` when the
 * voucher code was not.
 */
function backToPage(
  url: URL,
  origin: string,
  landing: LandingPath,
  raw: string | null,
  { error, voucherError = false }: { error: boolean; voucherError?: boolean },
): Response {
  const params = new URLSearchParams()
  const dropped = new Set([
    CAPTURE_EMAIL_PARAM,
    LANDING_PARAM,
    EMAIL_ERROR_PARAM,
    EMAIL_PREFILL_PARAM,
    VOUCHER_ERROR_PARAM,
  ])
  for (const [name, value] of url.searchParams) if (!dropped.has(name)) params.append(name, value)
  const prefill = cleanText(raw, MAX_LEAD_EMAIL_LENGTH)
  if (prefill !== null) params.set(EMAIL_PREFILL_PARAM, prefill)
  if (error) params.set(EMAIL_ERROR_PARAM, '1')
  if (voucherError) params.set(VOUCHER_ERROR_PARAM, '1')
  const query = params.toString()
  return redirect(query ? `${landing.path}?${query}` : landing.path, origin)
}

function utmCookie(utm: UtmValues, secure: boolean): string | null {
  const entries = Object.entries(utm)
  if (entries.length === 0) return null
  const value = encodeURIComponent(new URLSearchParams(entries).toString())
  return `${UTM_COOKIE}=${value}; Path=/; Max-Age=${UTM_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`
}

export async function handleStoreCookies(
  request: Request,
  options: StoreCookiesOptions,
): Promise<Response> {
  const url = new URL(request.url)
  const origin = new URL(options.origin ?? url.origin).origin
  const landing = landingFrom(url, request.headers.get('referer'), origin)
  const raw = url.searchParams.get(CAPTURE_EMAIL_PARAM)
  const email = validateLeadEmail(raw)
  if (email === null) return backToPage(url, origin, landing, raw, { error: true })
  // Not a navigation from our own site (an <img> or a link elsewhere, a HEAD, a script without
  // a Referer): store nothing, and show the page with the address filled in, one click from
  // confirming it.
  if (!options.sameSiteNavigation) return backToPage(url, origin, landing, raw, { error: false })

  const preview = options.preview ?? false
  const args = configQueryArgs(url.searchParams)
  const catalogue = openCatalogue(options.db, { preview })
  let result = await loadLandingCta(catalogue, landing, args)
  if (!result.ok && result.reason === 'not-found' && landing !== NATIONAL_LANDING) {
    result = await loadLandingCta(catalogue, NATIONAL_LANDING, args)
  }
  if (!result.ok) {
    return htmlMessage(503, {
      title: 'Could not get config',
      message: 'Sorry, something went wrong on our side. Please try again in a moment.',
      linkHref: landing.path,
      linkText: 'Back to the page',
    })
  }

  const { page, kind: landingVariant } = result
  // A page with a voucher field sends a malformed code back to it with the error, rather than
  // dropping the discount without a word; elsewhere the parameter means nothing.
  const voucher = page.ctaConfig?.voucherInput
    ? normaliseVoucherCode(url.searchParams.get(VOUCHER_PARAM))
    : ''
  if (!isValidVoucherCode(voucher)) {
    return backToPage(url, origin, landing, raw, { error: false, voucherError: true })
  }
  // A page without a city of its own (the national page) sells the one the visitor chose there
  // (its `city` parameter, kept by the city selects), when we sell in that city.
  let chosenCity = page.city ? null : readDiscoveryQuery(url.searchParams).city
  let listingCity = ctaListingCity(landingVariant, page, chosenCity)
  let listing = listingCity ? await loadCtaListing(catalogue, listingCity) : null
  if (chosenCity && listingCity === chosenCity && !listing?.length) {
    chosenCity = null
    listingCity = ctaListingCity(landingVariant, page)
    listing = listingCity ? await loadCtaListing(catalogue, listingCity) : null
  }
  let target = '/'
  try {
    target = ctaButtonLink({
      landingVariant,
      page,
      city: chosenCity,
      listing,
      voucherCode: voucher || null,
      base: origin,
    })
  } catch {
    // A variant without a CTA link: send the visitor home rather than fail the lead.
  }
  const allowedHosts = options.allowedHosts ?? redirectAllowedHosts()
  const location = safeRedirectTarget(target, { origin, allowedHosts }) ?? '/'

  let utm = parseUtm(url.searchParams)
  try {
    // The lead keeps its own address; its utm values keep none (redact-emails).
    utm = redactEmailsInValues(utm, await emailHasherFor(options.db))
    // One lead per address, page and London day (email_leads_once_a_day_idx): a repeat stores
    // nothing and is answered like the first.
    await options.db
      .insert(emailLeads)
      .values({ email, landingPath: landing.path, utm })
      .onConflictDoNothing()
  } catch {
    return htmlMessage(503, {
      title: 'Please try again',
      message: 'Sorry, we could not save your email address just now. Please try again.',
      linkHref: landing.path,
      linkText: 'Back to the page',
    })
  }
  await attributeLeadToExperiments(request, options.db)
  const cookie = utmCookie(utm, origin.startsWith('https:'))
  return redirectTo(location, cookie ? [cookie] : [])
}

/**
 * The lead counts as a 'lead' conversion for the experiments the visitor was exposed to: who
 * they are comes from the experiments cookie (their callsign, never the address they typed),
 * nothing for a visitor who objected. The lead itself is already committed; a failure here is
 * logged and changes nothing for the visitor.
 */
async function attributeLeadToExperiments(request: Request, db: Database): Promise<void> {
  const cookieHeader = request.headers.get('cookie')
  if (hasObjection(cookieHeader)) return
  const visitor = stickyCookieVisitor(cookieValue(cookieHeader, EXPERIMENTS_COOKIE))
  if (!visitor) return
  try {
    await recordConversion(db, visitor, 'lead')
  } catch (error) {
    console.warn(
      'A lead was not attributed to experiments:',
      error instanceof Error ? error.message : error,
    )
  }
}
