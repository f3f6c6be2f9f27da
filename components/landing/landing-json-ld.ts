/**
 * The structured data of a landing page: organisation, plans, FAQs, breadcrumbs, and
 * the venue of a shared activity. A venue page describes its venue instead
 * of our organisation: the place, its FAQs and its breadcrumbs.
 */
import type { LandingPageData } from '@/graphql/client/load-landing-page'
import { activityVenueJsonLd } from '@/lib/seo/activity-json-ld'
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  landingBreadcrumbs,
  offerListJsonLd,
  organizationJsonLd,
  type JsonLdNode,
} from '@/lib/seo/json-ld'
import { venuePlaceJsonLd } from '@/lib/seo/venue-place-json-ld'

export function landingJsonLd(data: LandingPageData): (JsonLdNode | null)[] {
  const { page, content, landing, sharedActivity } = data
  const faqs = faqPageJsonLd(content.faqs ?? [])
  if (page.__typename === 'VenuePage') {
    return [
      venuePlaceJsonLd(page.venue, { path: landing.path, cityName: page.cityName }),
      faqs,
      breadcrumbJsonLd(
        landingBreadcrumbs({
          city: page.city,
          cityName: page.cityName,
          page: { name: page.venue.name, path: landing.path },
        }),
      ),
    ]
  }
  const listing = content.packageListingByCity ?? []
  const seen = new Set<string>()
  const plans = listing
    .flatMap((entry) => [entry.initialProduct, ...entry.nextProductOptions])
    .filter((plan) => !seen.has(plan.id) && seen.add(plan.id))
    .map((plan) => ({ name: plan.title, price: plan.weeklyPrice }))
  const hidePrices = page.__typename === 'ProductPage' && page.hideCopyPrices
  return [
    organizationJsonLd(),
    hidePrices ? null : offerListJsonLd(plans, { areaServed: page.cityName }),
    faqs,
    breadcrumbJsonLd(
      landingBreadcrumbs({
        city: page.city,
        cityName: page.cityName,
        page: { name: page.pageTitle, path: landing.path },
      }),
    ),
    sharedActivity ? activityVenueJsonLd(sharedActivity) : null,
  ]
}
