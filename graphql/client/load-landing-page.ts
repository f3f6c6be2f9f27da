/**
 * Loads everything a landing page renders, on the server, through the in-process Apollo client:
 * the config first (a missing page is a 404, a failing one the spec's 'Could not get config'),
 * then the page's content in one round trip whose partial errors are tolerated.
 */
import { cache } from 'react'
import { hasErrorCode } from '@/lib/apollo/errors'
import { getClient } from '@/graphql/client/server-client'
import { isDatabaseUnavailableError } from '@/server/db/unavailable'
import {
  ActivityPageDocument,
  GetConfigDocument,
  LandingContentDocument,
  type GetConfigQuery,
  type ActivityPageQuery,
  type LandingContentQuery,
  type PageVariant,
} from '@/graphql/generated/client/graphql'
import { STREAMING_CITY } from '@/lib/activity-types'
import { ctaListingCity, landingVariantOf } from '@/lib/pricing/cta-link'
import type { LandingPath } from '@/lib/landing/landing-path'
import type { LandingRenderOptions } from '@/lib/landing/landing-cache-key.mjs'
import { landingFromParams } from '@/lib/landing/landing-route'
import { isStreamingOfferSlug } from '@/lib/landing/section-order'

export type LandingConfig = GetConfigQuery['config']
export type LandingPageUnion = LandingConfig['page']
export type ProductPageConfig = Extract<LandingPageUnion, { __typename: 'ProductPage' }>
export type PartnerPageConfig = Extract<LandingPageUnion, { __typename: 'PartnerPage' }>
export type VenuePageConfig = Extract<LandingPageUnion, { __typename: 'VenuePage' }>
export type LandingContent = LandingContentQuery
export type SharedActivityData = NonNullable<ActivityPageQuery['activity']>

export interface LandingPageData {
  landing: LandingPath
  options: LandingRenderOptions
  variant: PageVariant
  page: LandingPageUnion
  /** product, partner or venue (the config's page type). */
  landingVariant: string
  isStreaming: boolean
  content: LandingContent
  /** The activity a `?activity={id}` link opens (product pages); null when absent or unknown. */
  sharedActivity: SharedActivityData | null
}

/** Thrown when the config cannot be loaded for a reason other than a missing page (spec §8). */
export class ConfigUnavailableError extends Error {
  constructor() {
    super('Could not get config')
    this.name = 'ConfigUnavailableError'
  }
}

/**
 * Whether a failure came from a database outage (stopped, frozen, timed out). Landing pages are
 * cached for their revalidation window: a page rendered without its content because the
 * database was down must fail instead, so that Next keeps serving the last good version (a
 * failed revalidation keeps the stale page) or, with none, the server answers 503 uncached.
 * Other partial failures still render what came back (spec §7, §8).
 */
function renderedDuringOutage(error: unknown): boolean {
  return (
    error != null &&
    (hasErrorCode(error, 'SERVICE_UNAVAILABLE') || isDatabaseUnavailableError(error))
  )
}

const EMPTY_CONTENT: LandingContent = {
  testimonials: [],
  faqs: [],
  learnMore: null,
  step1: null,
  step2: null,
  step3: null,
  step4: null,
  stickyBarText: null,
}

async function loadConfig(
  landing: LandingPath,
  options: LandingRenderOptions,
): Promise<LandingConfig | null> {
  try {
    const { data } = await getClient().query({
      query: GetConfigDocument,
      variables: {
        variant: landing.variant,
        city: landing.city ?? null,
        urlSlug: landing.urlSlug ?? null,
        variantRef: options.variantRef,
        isTargetedCampaign: options.isTargetedCampaign,
        isTargetedCity: options.isTargetedCity,
        isBrandSearch: options.isBrandSearch,
      },
    })
    if (!data?.config) throw new ConfigUnavailableError()
    return data.config
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) return null
    console.error('Landing config failed', error)
    throw new ConfigUnavailableError()
  }
}

function marketingPartnerName(page: LandingPageUnion): string | null {
  return page.__typename === 'ProductPage' ? (page.marketingPartner?.name ?? null) : null
}

async function loadContent(
  config: LandingConfig,
  landingVariant: string,
  options: LandingRenderOptions,
  isStreaming: boolean,
): Promise<LandingContent> {
  const page = config.page
  const product = page.__typename === 'ProductPage' ? page : null
  const hideCopyPrices = product?.hideCopyPrices ?? false
  const listingCity = ctaListingCity(landingVariant, page)
  const activitiesCity = isStreaming ? STREAMING_CITY : page.city
  // FAQs of the variant the layout names, else of the page's own variant.
  const faqVariant = (product?.layoutConfig.faqsVariant?.toUpperCase() ??
    config.variant) as PageVariant
  try {
    const { data, error } = await getClient().query({
      query: LandingContentDocument,
      errorPolicy: 'all',
      variables: {
        testimonialType: landingVariant === 'partner' ? 'PARTNER' : 'CUSTOMER',
        faqVariant,
        variantRef: options.variantRef ?? product?.layoutConfig.learnMoreVariant ?? null,
        hideCopyPrices,
        textVariant: config.variant,
        city: page.city ?? null,
        marketingPartner: marketingPartnerName(page),
        listingCity: listingCity ?? '',
        withListing: listingCity !== null && landingVariant === 'product',
        activitiesCity: activitiesCity ?? '',
        withActivities: landingVariant === 'product' && activitiesCity != null,
        withCities: landingVariant === 'product' && !page.city && !isStreaming,
        venueCountAddress: page.cityName ?? '',
        withVenueCount: landingVariant === 'product' && Boolean(page.cityName) && !isStreaming,
      },
    })
    // A database outage fails the render, so that it is never cached (renderedDuringOutage).
    if (renderedDuringOutage(error)) throw error
    // Partial errors are logged; whatever came back is rendered (spec §7, §8).
    if (error) console.error('Landing content partly failed', error.message)
    return { ...EMPTY_CONTENT, ...data }
  } catch (error) {
    if (renderedDuringOutage(error)) throw error
    console.error('Landing content failed', error)
    return EMPTY_CONTENT
  }
}

/**
 * The shared activity, or null: an unknown, draft or failing id leaves the page as it is (a
 * link to an activity that has gone still lands on its city page).
 */
async function loadSharedActivity(activityId: string | null): Promise<SharedActivityData | null> {
  if (!activityId) return null
  try {
    const { data } = await getClient().query({
      query: ActivityPageDocument,
      variables: { id: activityId },
    })
    return data?.activity ?? null
  } catch (error) {
    if (renderedDuringOutage(error)) throw error
    if (!hasErrorCode(error, 'NOT_FOUND')) console.error('Shared activity failed', error)
    return null
  }
}

/**
 * The landing page for the internal route's params, or null when there is none (→ 404).
 * Cached per request on its primitive arguments, so metadata and the page share one load.
 */
export const loadLandingPage = cache(
  async (kind: string, slug: string, segment: string): Promise<LandingPageData | null> => {
    const route = landingFromParams(kind, slug, segment)
    if (!route) return null
    const { landing, options } = route
    const config = await loadConfig(landing, options)
    if (!config) return null
    const landingVariant = landingVariantOf(config.page.__typename)
    const isStreaming = isStreamingOfferSlug(config.page.urlSlug)
    const [content, sharedActivity] = await Promise.all([
      loadContent(config, landingVariant, options, isStreaming),
      landingVariant === 'product' ? loadSharedActivity(options.activityId) : null,
    ])
    return {
      landing,
      options,
      variant: config.variant,
      page: config.page,
      landingVariant,
      isStreaming,
      content,
      sharedActivity,
    }
  },
)
