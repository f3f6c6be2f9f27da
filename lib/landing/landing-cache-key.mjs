// @ts-check
/**
 * The landing cache key, in one place: the request facts that select a cached landing page,
 * which of their values earn a page of their own, and the internal route
 * `/l/{kind}/{slug}/{options}` they are folded into, built and parsed here. next.config.js (its
 * cookie rewrites), proxy.ts, the internal page (through landing-route.ts) and the tests all use
 * this module. Plain JavaScript so that next.config.js can load it under Node without a build
 * (docs/decisions/0013-landing-cache-key.md); pure: no I/O, no Next runtime.
 *
 * The options segment names each fact that differs from a plain visit, in a fixed order and
 * joined by '.': `default` for none, else e.g. `cookie-notice-hidden.ref-spring.brand-search`.
 * Only literals at the top level: client islands import a few names (activity-param.ts,
 * cookie-notice.ts), and a bundler drops the rest only when nothing here runs on import.
 */

export const INTERNAL_LANDING_PREFIX = '/l'

/** The national page's slug segment (it has none of its own). */
export const NATIONAL_SLUG = '_'

/** @typedef {'national' | 'city' | 'offer' | 'partner' | 'venue'} LandingKind */

/**
 * @typedef {object} PublicLanding
 * @property {LandingKind} kind
 * @property {string} source The public URL as a Next path pattern; its one `:param` is the slug.
 * @property {boolean} ownRoute Whether a public route (app/[city], app/venues, …) renders a
 *   plain visit itself. `/` cannot: Next would prerender it at build, and the build never reads
 *   the database.
 */

/**
 * The public landing URLs. City pages first: they take most of the traffic, and Next tries the
 * rewrites in this order on every request (the sources cannot overlap).
 * @type {ReadonlyArray<PublicLanding>}
 */
export const PUBLIC_LANDINGS = [
  { kind: 'city', source: '/:city', ownRoute: true },
  { kind: 'national', source: '/', ownRoute: false },
  { kind: 'offer', source: '/offers/:slug', ownRoute: true },
  { kind: 'partner', source: '/partners/:slug', ownRoute: true },
  { kind: 'venue', source: '/venues/:slug', ownRoute: true },
]

/** @param {string} value @returns {value is LandingKind} */
export function isLandingKind(value) {
  return PUBLIC_LANDINGS.some(({ kind }) => kind === value)
}

/** The cookie that hides the cookie notice (spec §2, §7): the page is rendered without it. */
export const COOKIE_NOTICE_COOKIE = 'move_cookie_notice'
export const COOKIE_NOTICE_HIDDEN_VALUE = 'hidden'

/** The query parameters folded into the key (README's query parameters; query-flags.ts). */
export const KEY_QUERY_PARAMS = /** @type {const} */ ({
  variantRef: 'ref',
  isTargetedCampaign: 'targeted_campaign',
  isTargetedCity: 'targeted_city',
  isBrandSearch: 'brand_search',
  activityId: 'activity',
})

/** Refs the config is written for: letters, digits, '-' and '_', at most 100. */
export const VARIANT_REF = /^[A-Za-z0-9_-]{1,100}$/

/** Activity ids are positive integers (the catalogue's serial ids), at most 12 digits. */
export const ACTIVITY_ID = /^[1-9]\d{0,11}$/

/**
 * @typedef {object} LandingRenderOptions
 * @property {boolean} cookieNoticeHidden The visitor dismissed the cookie notice.
 * @property {string | null} variantRef `ref`: the config's variant.
 * @property {boolean} isTargetedCampaign
 * @property {boolean} isTargetedCity
 * @property {boolean} isBrandSearch
 * @property {string | null} activityId A shared `?activity={id}` link: the page opens its details.
 */

/** @type {Readonly<LandingRenderOptions>} */
export const DEFAULT_RENDER_OPTIONS = {
  cookieNoticeHidden: false,
  variantRef: null,
  isTargetedCampaign: false,
  isTargetedCity: false,
  isBrandSearch: false,
  activityId: null,
}

/** The readable name of each option in the segment, in the segment's order. */
export const OPTION_SEGMENT_NAMES = /** @type {const} */ ({
  cookieNoticeHidden: 'cookie-notice-hidden',
  variantRef: 'ref-',
  isTargetedCampaign: 'targeted-campaign',
  isTargetedCity: 'targeted-city',
  isBrandSearch: 'brand-search',
  activityId: 'activity-',
})

/** The segment of a plain visit (notice shown, nothing else): the public routes' own entry. */
export const DEFAULT_OPTIONS_SEGMENT = 'default'

const SEPARATOR = '.'
const FLAGS = /** @type {const} */ ([
  'cookieNoticeHidden',
  'isTargetedCampaign',
  'isTargetedCity',
  'isBrandSearch',
])

/**
 * One path segment, always in the same order, so equal options give one cache entry. A ref or
 * activity id that does not look like one is left out.
 * @param {Readonly<LandingRenderOptions>} options
 * @returns {string}
 */
export function encodeRenderOptions(options) {
  const names = OPTION_SEGMENT_NAMES
  const parts = []
  if (options.cookieNoticeHidden) parts.push(names.cookieNoticeHidden)
  if (options.variantRef !== null && VARIANT_REF.test(options.variantRef))
    parts.push(names.variantRef + options.variantRef)
  if (options.isTargetedCampaign) parts.push(names.isTargetedCampaign)
  if (options.isTargetedCity) parts.push(names.isTargetedCity)
  if (options.isBrandSearch) parts.push(names.isBrandSearch)
  if (options.activityId !== null && ACTIVITY_ID.test(options.activityId))
    parts.push(names.activityId + options.activityId)
  return parts.length === 0 ? DEFAULT_OPTIONS_SEGMENT : parts.join(SEPARATOR)
}

/**
 * The inverse of encodeRenderOptions: null for anything it would not have produced (an unknown
 * or repeated name, another order, a malformed value), so no made-up segment names a page.
 * @param {string} segment
 * @returns {LandingRenderOptions | null}
 */
export function decodeRenderOptions(segment) {
  if (segment === DEFAULT_OPTIONS_SEGMENT) return { ...DEFAULT_RENDER_OPTIONS }
  /** @type {LandingRenderOptions} */
  const options = { ...DEFAULT_RENDER_OPTIONS }
  for (const part of segment.split(SEPARATOR)) {
    const flag = FLAGS.find((name) => OPTION_SEGMENT_NAMES[name] === part)
    if (flag) options[flag] = true
    else if (part.startsWith(OPTION_SEGMENT_NAMES.variantRef))
      options.variantRef = part.slice(OPTION_SEGMENT_NAMES.variantRef.length)
    else if (part.startsWith(OPTION_SEGMENT_NAMES.activityId))
      options.activityId = part.slice(OPTION_SEGMENT_NAMES.activityId.length)
    else return null
  }
  return encodeRenderOptions(options) === segment ? options : null
}

/**
 * The internal path of a landing's kind, slug and options. The slug is not checked here (the
 * rewrites pass a `:param`); landing-route.ts builds it from a parsed public landing.
 * @param {LandingKind} kind
 * @param {string} slug
 * @param {Readonly<LandingRenderOptions>} options
 */
export function buildInternalLandingPath(kind, slug, options) {
  return `${INTERNAL_LANDING_PREFIX}/${kind}/${slug}/${encodeRenderOptions(options)}`
}

/**
 * @typedef {object} InternalLandingRoute
 * @property {LandingKind} kind
 * @property {string} slug Not validated: landing-route.ts checks it against the public routes.
 * @property {LandingRenderOptions} options
 */

/**
 * The kind, slug and options of an internal path, or null when it is not one
 * buildInternalLandingPath could have written.
 * @param {string} pathname
 * @returns {InternalLandingRoute | null}
 */
export function parseInternalLandingPath(pathname) {
  if (!pathname.startsWith(`${INTERNAL_LANDING_PREFIX}/`)) return null
  const parts = pathname.slice(INTERNAL_LANDING_PREFIX.length + 1).split('/')
  if (parts.length !== 3) return null
  const [kind = '', slug = '', segment = ''] = parts
  if (!isLandingKind(kind) || slug === '') return null
  const options = decodeRenderOptions(segment)
  return options && { kind, slug, options }
}

/** @param {PublicLanding} landing The slug a rewrite passes on: the source's `:param`. */
function rewriteSlug({ source }) {
  return /:\w+/.exec(source)?.[0] ?? NATIONAL_SLUG
}

/**
 * next.config.js's afterFiles rewrites for the landings whose page differs from a plain visit's
 * only by the cookie-notice cookie, and for `/`, which has no route of its own. Plain rewrites
 * cost the server far less than running proxy.ts; requests with a query parameter of the key
 * go through proxy.ts instead. afterFiles: real routes (/cookie-policy, /{city}/venues…) win.
 */
export function landingRewrites() {
  const cookieNoticeHidden = {
    type: 'cookie',
    key: COOKIE_NOTICE_COOKIE,
    value: COOKIE_NOTICE_HIDDEN_VALUE,
  }
  const hidden = { ...DEFAULT_RENDER_OPTIONS, cookieNoticeHidden: true }
  return PUBLIC_LANDINGS.flatMap((landing) => {
    const { kind, source, ownRoute } = landing
    const slug = rewriteSlug(landing)
    return [
      {
        source,
        has: [cookieNoticeHidden],
        destination: buildInternalLandingPath(kind, slug, hidden),
      },
      ...(ownRoute
        ? []
        : [{ source, destination: buildInternalLandingPath(kind, slug, DEFAULT_RENDER_OPTIONS) }]),
    ]
  })
}

/**
 * @typedef {object} KnownLandingValues The values the catalogue knows, loaded on the server and
 *   refreshed with its version.
 * @property {ReadonlySet<string>} refs Every variantRef a landing page, FAQ or text row is
 *   written for.
 * @property {ReadonlyMap<string, string>} activityCities Every activity id (as in the URL) → its
 *   city code.
 */

/** @type {KnownLandingValues} Nothing known (the catalogue could not be read): every request gets the canonical page. */
export const NO_KNOWN_VALUES = {
  refs: /* #__PURE__ */ new Set(),
  activityCities: /* #__PURE__ */ new Map(),
}

/** @type {ReadonlyArray<LandingKind>} */
const KINDS_WITH_MAP = ['national', 'city', 'offer']

/**
 * @param {LandingKind} kind
 * @param {string} slug
 * @param {string} activityId
 * @param {KnownLandingValues} known
 */
function keepsActivity(kind, slug, activityId, known) {
  if (!KINDS_WITH_MAP.includes(kind)) return false
  const city = known.activityCities.get(activityId)
  if (city === undefined) return false
  return kind !== 'city' || city === slug
}

/**
 * The options a request is cached and rendered under: its own, less every value that would not
 * change the page (docs/decisions/0011-page-cache-variants.md). Only a ref the catalogue names and
 * an activity of the catalogue on a page with the map (on a city page, of that city) are kept;
 * the cookie notice and the three campaign flags have two values each, so a page has a bounded
 * number of entries whatever a visitor sends.
 *
 * @example cachedRenderOptions('city', 'london', { ...opts, variantRef: 'made-up' }, known)
 * // { ...opts, variantRef: null }
 * @param {LandingKind} kind
 * @param {string} slug
 * @param {Readonly<LandingRenderOptions>} options
 * @param {KnownLandingValues} known
 * @returns {LandingRenderOptions}
 */
export function cachedRenderOptions(kind, slug, options, known) {
  const { variantRef, activityId } = options
  return {
    ...options,
    variantRef: variantRef !== null && known.refs.has(variantRef) ? variantRef : null,
    activityId:
      activityId !== null && keepsActivity(kind, slug, activityId, known) ? activityId : null,
  }
}

/**
 * Whether these options are a plain visit's, possibly with the cookie notice dismissed: the
 * public routes and the cookie rewrites (landingRewrites) already serve those entries.
 * @param {Readonly<LandingRenderOptions>} options
 */
export function isPlainVisit(options) {
  return (
    options.variantRef === null &&
    options.activityId === null &&
    !options.isTargetedCampaign &&
    !options.isTargetedCity &&
    !options.isBrandSearch
  )
}
