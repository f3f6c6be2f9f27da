import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { LandingPage } from '@/components/landing/landing-page'
import { BRAND } from '@/lib/brand'
import { headerImageCity, headerImagePath } from '@/lib/landing/header-image'
import { loadLandingPage } from '@/lib/landing/load-landing-page'
import { sharedActivityDescription, sharedActivityTitle } from '@/lib/seo/activity-json-ld'

/**
 * Every landing page, reached only through proxy.ts's rewrite of the public URL (see
 * lib/landing/landing-route.ts). Rendered on first request and regenerated at most every five
 * minutes, so visitors get cached HTML; draft mode (the preview route) bypasses the cache.
 */
export const revalidate = 300
export const dynamicParams = true

/** Nothing at build time: the build never reads the database. */
export function generateStaticParams(): { kind: string; slug: string; options: string }[] {
  return []
}

type Params = { params: Promise<{ kind: string; slug: string; options: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { kind, slug, options } = await params
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

export default async function InternalLandingPage({ params }: Params) {
  const { kind, slug, options } = await params
  const data = await loadLandingPage(kind, slug, options)
  if (!data) notFound()
  return <LandingPage data={data} year={new Date().getFullYear()} />
}
