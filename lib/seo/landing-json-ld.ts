/**
 * The structured data of a landing page (issue 3): organisation, plans, FAQs, breadcrumbs, and
 * the venue of a shared activity (issue 5).
 */
import type { LandingPageData } from '../landing/load-landing-page'
import { activityVenueJsonLd } from './activity-json-ld'
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  landingBreadcrumbs,
  offerListJsonLd,
  organizationJsonLd,
  type JsonLd,
} from './json-ld'

export function landingJsonLd(data: LandingPageData): (JsonLd | null)[] {
  const { page, content, landing, sharedActivity } = data
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
    faqPageJsonLd(content.faqs ?? []),
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
