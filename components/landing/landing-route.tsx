import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { landingMetadata } from './landing-metadata'
import { loadLandingPage } from '@/graphql/client/load-landing-page'
import {
  DEFAULT_OPTIONS_SEGMENT,
  isLandingKind,
  type LandingKind,
} from '@/lib/landing/landing-cache-key.mjs'
import { landingOf } from '@/lib/landing/landing-path'
import { LandingPage } from './landing-page'
import {
  landingPageTag,
  MISSING_LANDING_PAGES_TAG,
  tagCataloguePage,
} from '@/server/catalogue-freshness/page-tags'
import { explainerVideoAvailable } from '@/server/video/explainer-files'
import { getDatabase } from '@/server/db'
import { runningPageVariantValues } from '@/server/experiments/page-variant-content'
import {
  NO_PAGE_VARIANT_ROOM,
  pageVariantRoom,
  type PageVariantRoom,
} from '@/lib/experiments/page-variants'
import type { LandingPageData } from '@/graphql/client/load-landing-page'

/**
 * Room for a live offer page's running page experiment (its variants swap in after hydration):
 * read at render, so a cached page reserves what was running when it rendered. Saving the
 * experiment marks the page stale (server/experiments/page-variant-content.ts).
 */
async function variantRoomOf(data: LandingPageData): Promise<PageVariantRoom> {
  const { page } = data
  if (page.__typename !== 'ProductPage' || page.isDraft || data.landingVariant !== 'product')
    return NO_PAGE_VARIANT_ROOM
  const pageId = Number(page.id)
  if (!Number.isSafeInteger(pageId)) return NO_PAGE_VARIANT_ROOM
  const { db } = await getDatabase()
  return pageVariantRoom(page.ctaText, await runningPageVariantValues(db, pageId))
}

/** The landing page a route's kind, slug and options name, or the 404 page. */
export async function LandingRoute({
  kind,
  slug,
  options,
}: {
  kind: string
  slug: string
  options: string
}) {
  const data = await loadLandingPage(kind, slug, options)
  const path = isLandingKind(kind) ? (landingOf(kind, slug)?.path ?? null) : null
  const ownTags = path === null ? [] : [landingPageTag(path)]
  if (!data) {
    // A cached 404 gives way when a page is published at this address (on the desk or by SQL).
    await tagCataloguePage(null, [MISSING_LANDING_PAGES_TAG, ...ownTags])
    notFound()
  }
  // Revalidated when its city's catalogue changes (server/catalogue-freshness), and by the desk
  // when it is published.
  await tagCataloguePage(data.page.city, ownTags)
  return (
    <LandingPage
      data={data}
      variantRoom={await variantRoomOf(data)}
      year={new Date().getFullYear()}
      explainer={explainerVideoAvailable()}
    />
  )
}

/** Nothing at build time: the build never reads the database. Pages render on first request. */
export function noStaticParams(): never[] {
  return []
}

type SlugParams<Name extends string> = { params: Promise<Record<Name, string>> }

/**
 * The metadata and page of a public landing route (`/{city}`, `/offers/{slug}`…) for a plain
 * visit: the same render as the internal route's default options, without a rewrite.
 */
export function publicLandingRoute<Name extends string>(kind: LandingKind, param: Name) {
  return {
    async generateMetadata({ params }: SlugParams<Name>): Promise<Metadata> {
      return landingMetadata(kind, (await params)[param], DEFAULT_OPTIONS_SEGMENT)
    },
    async Page({ params }: SlugParams<Name>) {
      const slug = (await params)[param]
      return <LandingRoute kind={kind} slug={slug} options={DEFAULT_OPTIONS_SEGMENT} />
    },
  }
}
