import type { Metadata } from 'next'
import { LandingRoute } from '@/components/landing/landing-route'
import { landingMetadata } from '@/components/landing/landing-metadata'

/**
 * Every landing page whose HTML depends on more than its path: the cookie-notice cookie, `ref`,
 * the campaign flags or a shared activity, folded into the path by next.config.js's rewrites or
 * proxy.ts. The path is the landing cache key (lib/landing/landing-cache-key.mjs); `options`
 * names its options, e.g. `cookie-notice-hidden.ref-spring`, and any segment the key module
 * would not have written is the 404 page (landingFromParams). Rendered on first request and
 * regenerated at most every five minutes, so visitors get cached HTML; draft mode (the preview
 * route) bypasses the cache.
 */
export const revalidate = 300
export const dynamicParams = true
export { noStaticParams as generateStaticParams } from '@/components/landing/landing-route'

type Params = { params: Promise<{ kind: string; slug: string; options: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { kind, slug, options } = await params
  return landingMetadata(kind, slug, options)
}

export default async function InternalLandingPage({ params }: Params) {
  const { kind, slug, options } = await params
  return <LandingRoute kind={kind} slug={slug} options={options} />
}
