/**
 * JSON-LD (schema.org) for landing pages: Organization, the offers for the plans shown, FAQPage
 * and BreadcrumbList, plus a serialiser safe to put inside <script type="application/ld+json">.
 *
 * @example
 * <script type="application/ld+json"
 *   dangerouslySetInnerHTML={{ __html: serializeJsonLd([organizationJsonLd(), breadcrumbJsonLd(crumbs)]) }} />
 */
import { BRAND } from '../brand'
import { SITE_URL } from '../site'

export type JsonLd = Record<string, unknown>

/** Any JSON-LD node: the untyped builders' JsonLd, or one typed with schema-dts. */
export type JsonLdNode = JsonLd | object

const CONTEXT = 'https://schema.org'

/** An absolute URL on our site for a path ('/london'), or the URL unchanged if already absolute. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string = SITE_URL): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/$/, '')}/`).toString()
}

export interface OrganizationOptions {
  name?: string
  siteUrl?: string
  /** A path or URL of the logo image; left out when not given. */
  logo?: string | null
  /** Social profile URLs (sameAs). */
  sameAs?: readonly string[]
}

export function organizationJsonLd(options: OrganizationOptions = {}): JsonLd {
  const siteUrl = options.siteUrl ?? SITE_URL
  const url = absoluteUrl('/', siteUrl)
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: options.name ?? BRAND,
    url,
    ...(options.logo ? { logo: absoluteUrl(options.logo, siteUrl) } : {}),
    ...(options.sameAs && options.sameAs.length > 0 ? { sameAs: [...options.sameAs] } : {}),
  }
}

export interface PlanOffer {
  /** The plan's title, e.g. 'Full Membership'. */
  name: string
  /** Weekly price in pounds. */
  price: number
  /** Where the plan is bought (the sign-up link); optional. */
  url?: string | null
}

export interface OfferListOptions {
  /** The catalogue's name. Default '{BRAND} memberships'. */
  name?: string
  /** The city name the offers are for (areaServed). */
  areaServed?: string | null
  siteUrl?: string
}

/** Price as schema.org wants it: a decimal string with 2 places ('1.00', '12.50'). */
function price(value: number): string {
  return value.toFixed(2)
}

/**
 * The plans shown on the page as an OfferCatalog of Offers (price, priceCurrency GBP, name), each
 * priced per week (UnitPriceSpecification, unitCode WEE). Null when there are no valid plans.
 */
export function offerListJsonLd(
  plans: readonly PlanOffer[],
  options: OfferListOptions = {},
): JsonLd | null {
  const offers = plans
    .filter((plan) => plan.name.trim() !== '' && Number.isFinite(plan.price) && plan.price >= 0)
    .map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      price: price(plan.price),
      priceCurrency: 'GBP',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: price(plan.price),
        priceCurrency: 'GBP',
        unitCode: 'WEE',
      },
      ...(plan.url ? { url: plan.url } : {}),
      offeredBy: { '@id': `${absoluteUrl('/', options.siteUrl ?? SITE_URL)}#organization` },
      ...(options.areaServed ? { areaServed: options.areaServed } : {}),
    }))
  if (offers.length === 0) return null
  return {
    '@context': CONTEXT,
    '@type': 'OfferCatalog',
    name: options.name ?? `${BRAND} memberships`,
    itemListElement: offers,
  }
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  pound: '£',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return ENTITIES[entity.toLowerCase()] ?? match
  })
}

/**
 * HTML → plain text: drops <script>/<style> with their content and every tag, turns block ends
 * and <br> into spaces, decodes entities, collapses whitespace.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote|section)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
  return decodeEntities(text).replace(/\s+/g, ' ').trim()
}

export interface FaqItem {
  heading: string
  /** HTML (sanitised by the API); reduced to text here. */
  content: string
}

/** FAQPage for the FAQs the page renders; null when there are none (nothing to mark up). */
export function faqPageJsonLd(faqs: readonly FaqItem[]): JsonLd | null {
  const questions = faqs
    .map((faq) => ({ name: htmlToText(faq.heading), text: htmlToText(faq.content) }))
    .filter((faq) => faq.name !== '' && faq.text !== '')
    .map((faq) => ({
      '@type': 'Question',
      name: faq.name,
      acceptedAnswer: { '@type': 'Answer', text: faq.text },
    }))
  if (questions.length === 0) return null
  return { '@context': CONTEXT, '@type': 'FAQPage', mainEntity: questions }
}

export interface Crumb {
  name: string
  /** A site path ('/london') or an absolute URL. */
  path: string
}

/** BreadcrumbList, positions from 1: e.g. Home › London › Yoga Barn. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string = SITE_URL): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  }
}

/**
 * The usual trail for a landing page: Home, then the city (when there is one, linking to
 * /{city}), then the page itself unless it is the city page.
 */
export function landingBreadcrumbs(options: {
  city?: string | null
  cityName?: string | null
  page?: Crumb | null
}): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }]
  if (options.city && options.cityName)
    crumbs.push({ name: options.cityName, path: `/${options.city}` })
  const page = options.page
  if (page && page.path !== '/' && page.path !== `/${options.city ?? ''}`) crumbs.push(page)
  return crumbs
}

/**
 * JSON for a <script type="application/ld+json"> body: '<', '>' and '&' as \u escapes so
 * '</script>' or '<!--' in the data cannot end or alter the script element, and U+2028/U+2029
 * escaped too. Still valid JSON that parses back to the same value. Nulls in an array are
 * dropped, so optional builders can be passed as they are.
 */
export function serializeJsonLd(
  data: JsonLdNode | readonly (JsonLdNode | null | undefined)[],
): string {
  const value = Array.isArray(data) ? data.filter((item) => item != null) : data
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
