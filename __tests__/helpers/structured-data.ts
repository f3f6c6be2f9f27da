/**
 * JSON-LD checked the way search engines read it, offline: structured-data-testing-tool 4.5.0
 * extracts the markup from HTML (web-auto-extractor) and runs JMESPath tests over it; it fetches
 * only when given a URL, which these helpers never do (the validator's own test proves no
 * request leaves). Its Google presets cover articles and organisations only, so the rules for
 * local businesses, review snippets, breadcrumbs and carousels are written here from Google's
 * rich-result documentation, as tests generated for every item the markup holds.
 */
import {
  structuredDataTestHtml,
  type SdttResult,
  type SdttTest,
} from 'structured-data-testing-tool'
import { schemas as schemaOrgTypes } from 'structured-data-testing-tool/lib/schemas'
import { serializeJsonLd, type JsonLdNode } from '@/lib/seo/json-ld'

export type { SdttTest }

/** An HTML page carrying the nodes as the site does (one script, serialised by the site). */
export function pageWithJsonLd(nodes: readonly (JsonLdNode | null)[]): string {
  return `<!doctype html><html><head><title>t</title><script type="application/ld+json">${serializeJsonLd(nodes)}</script></head><body></body></html>`
}

/** Runs the tests; resolves with the result whether or not they pass. */
export async function validateStructuredData(html: string, tests: SdttTest[]): Promise<SdttResult> {
  try {
    return await structuredDataTestHtml(html, { tests })
  } catch (error) {
    const failed = error as { type?: string; res?: SdttResult }
    if (failed.type === 'VALIDATION_FAILED' && failed.res) return failed.res
    throw error
  }
}

/** What failed, readable in a Jest diff ('ExerciseGym[0].telephone: Could not find …'). */
export function failures(result: SdttResult): string[] {
  return result.failed.map((test) => `${test.test}: ${test.error?.message ?? 'failed'}`)
}

/** True when schema.org defines the type (the tool's bundled copy of the vocabulary). */
export function isSchemaOrgType(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(schemaOrgTypes, name)
}

/** True when `name` is `ancestor` or one of its subtypes in schema.org. */
export function isSchemaOrgSubtype(name: string, ancestor: string): boolean {
  for (let type: string | undefined = name; type; type = schemaOrgTypes[type]?.subClassOf) {
    if (type === ancestor) return true
  }
  return false
}

/**
 * A pattern the tool can use. structured-data-testing-tool 4.5.0 keeps what `String#match`
 * returns as the test's outcome and counts only `true` as a pass, so a plain RegExp that
 * matches is reported failed; this one answers the match with true or false.
 */
class Pattern extends RegExp {
  [Symbol.match](text: string): RegExpMatchArray | null {
    return RegExp.prototype.test.call(this, text) as unknown as RegExpMatchArray | null
  }
}

const pattern = (regexp: RegExp) => new Pattern(regexp.source, regexp.flags)

const jsonld = (test: string, expect?: SdttTest['expect']): SdttTest => ({
  test,
  type: 'jsonld',
  ...(expect === undefined ? {} : { expect }),
})

const ABSOLUTE_URL = pattern(/^https?:\/\/[^\s/]+/)
const DATE = pattern(/^\d{4}-\d{2}-\d{2}/)
const HH_MM = pattern(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/)
const DAY = pattern(
  /^https:\/\/schema\.org\/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/,
)
const UK_POSTCODE = pattern(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/)
const E164_LIKE = pattern(/^\+\d[\d ]{7,}$/)
/** Google asks for at least five decimal places' precision; any number is valid. */
const DECIMAL = pattern(/^-?\d+(\.\d+)?$/)

/**
 * Google's local business rules: required name and address; recommended address parts, geo,
 * telephone (with country code), url, image, opening hours (day, opens, closes as hh:mm).
 */
export function localBusinessTests(node: Record<string, unknown>): SdttTest[] {
  const type = String(node['@type'])
  const at = `${type}[0]`
  const tests = [
    jsonld(`${at}.name`),
    jsonld(`${at}.address."@type"`, 'PostalAddress'),
    jsonld(`${at}.address.streetAddress`),
    jsonld(`${at}.address.addressLocality`),
    jsonld(`${at}.address.postalCode`, UK_POSTCODE),
    jsonld(`${at}.address.addressCountry`, 'GB'),
    jsonld(`${at}.url`, ABSOLUTE_URL),
    jsonld(`${at}.image[0]`, ABSOLUTE_URL),
    jsonld(`${at}.telephone`, E164_LIKE),
    jsonld(`${at}.geo."@type"`, 'GeoCoordinates'),
    jsonld(`to_string(${at}.geo.latitude)`, DECIMAL),
    jsonld(`to_string(${at}.geo.longitude)`, DECIMAL),
  ]
  const hours = Array.isArray(node.openingHoursSpecification) ? node.openingHoursSpecification : []
  hours.forEach((_, i) => {
    const spec = `${at}.openingHoursSpecification[${i}]`
    tests.push(
      jsonld(`${spec}."@type"`, 'OpeningHoursSpecification'),
      jsonld(`${spec}.dayOfWeek`, DAY),
      jsonld(`${spec}.opens`, HH_MM),
      jsonld(`${spec}.closes`, HH_MM),
    )
  })
  return tests
}

/**
 * Google's review snippet rules for a thing with an aggregateRating and reviews: a rating value,
 * a count, and bestRating stated whenever the scale is not 5; each review with an author (a
 * Person with a name), a rating on the same scale, and a date.
 */
export function reviewSnippetTests(node: Record<string, unknown>, scale: number): SdttTest[] {
  const at = `${String(node['@type'])}[0]`
  const tests = [
    jsonld(`${at}.aggregateRating."@type"`, 'AggregateRating'),
    jsonld(`to_string(${at}.aggregateRating.ratingValue)`, DECIMAL),
    jsonld(`to_string(${at}.aggregateRating.bestRating)`, String(scale)),
    jsonld(`to_string(${at}.aggregateRating.reviewCount)`, pattern(/^[1-9]\d*$/)),
  ]
  const reviews = Array.isArray(node.review) ? node.review : []
  reviews.forEach((_, i) => {
    const review = `${at}.review[${i}]`
    tests.push(
      jsonld(`${review}."@type"`, 'Review'),
      jsonld(`${review}.author."@type"`, 'Person'),
      jsonld(`${review}.author.name`),
      jsonld(`${review}.reviewRating."@type"`, 'Rating'),
      jsonld(`to_string(${review}.reviewRating.ratingValue)`, DECIMAL),
      jsonld(`to_string(${review}.reviewRating.bestRating)`, String(scale)),
      jsonld(`${review}.datePublished`, DATE),
      jsonld(`${review}.reviewBody`),
    )
  })
  return tests
}

/** Google's breadcrumb rules: ListItems with position from 1, a name and the page's URL. */
export function breadcrumbTests(node: Record<string, unknown>): SdttTest[] {
  const items = Array.isArray(node.itemListElement) ? node.itemListElement : []
  return items.flatMap((_, i) => {
    const item = `BreadcrumbList[0].itemListElement[${i}]`
    return [
      jsonld(`${item}."@type"`, 'ListItem'),
      jsonld(`to_string(${item}.position)`, String(i + 1)),
      jsonld(`${item}.name`),
      jsonld(`${item}.item`, ABSOLUTE_URL),
    ]
  })
}

/**
 * Google's carousel rules for a summary page: ListItems with position from 1 and the URL of
 * each item's own page (on our site, which carries the item's full markup).
 */
export function itemListTests(node: Record<string, unknown>, origin: string): SdttTest[] {
  const items = Array.isArray(node.itemListElement) ? node.itemListElement : []
  const onSite = new Pattern(`^${origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/`)
  return [
    jsonld(`to_string(ItemList[0].numberOfItems)`, String(items.length)),
    ...items.flatMap((_, i) => {
      const item = `ItemList[0].itemListElement[${i}]`
      return [
        jsonld(`${item}."@type"`, 'ListItem'),
        jsonld(`to_string(${item}.position)`, String(i + 1)),
        jsonld(`${item}.url`, onSite),
      ]
    }),
  ]
}
