import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { BRAND } from '@/lib/brand'
import { sharedActivityDescription, sharedActivityTitle } from '@/lib/seo/activity-json-ld'
import { headerImageCity, headerImagePath } from '@/lib/landing/header-image'
import { loadLandingPage } from '@/graphql/client/load-landing-page'

/**
 * A landing page's metadata from its config: title, description, canonical URL, Open Graph and
 * Twitter cards with the city's header image; drafts and draft mode are noindex. Every landing
 * route's generateMetadata (app/[city], app/venues, …) is this with its own kind, slug and
 * options. Here, not in lib/: it reads Next's draft mode and answers the 404 page.
 */
export async function landingMetadata(
  kind: string,
  slug: string,
  options: string,
): Promise<Metadata> {
  const data = await loadLandingPage(kind, slug, options)
  if (!data) notFound()
  const { page, landing, sharedActivity } = data
  const image = headerImagePath(headerImageCity(page.city), 1280)
  const isDraft = page.__typename === 'ProductPage' && page.isDraft
  // A shared activity's link shows that activity; its canonical URL stays the page's own.
  const title = sharedActivity ? sharedActivityTitle(sharedActivity) : page.pageTitle
  const description = sharedActivity
    ? sharedActivityDescription(sharedActivity)
    : page.pageDescription
  return {
    title,
    description,
    alternates: { canonical: landing.path },
    openGraph: {
      title,
      description,
      url: landing.path,
      siteName: BRAND,
      images: [{ url: image, width: 1280, height: 640, alt: page.cityName ?? BRAND }],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [image],
    },
    robots: isDraft || (await draftMode()).isEnabled ? { index: false, follow: false } : undefined,
  }
}
