'use client'

import { ErrorPage } from '@/components/layout/error-page'
import { isChunkLoadFailure } from '@/lib/chunk-load-failure'

/**
 * A landing page whose config could not be loaded (spec §8 'Could not get config'): an honest
 * page with a retry, never a crash or a stack trace. A script chunk that failed to load is not
 * a config failure (spec §8 keeps the two apart): it says so, and its retry reloads the page,
 * which fetches the chunk again.
 *
 * Each landing route's top segment has an error.tsx that is this (app/[city], app/venues, …),
 * not a route group's: Turbopack gives a first-level route group copies of the root's not-found,
 * forbidden and unauthorized boundaries, and every landing page carried them in its payload
 * again (about 6 KB; docs/decisions/0025-page-weight.md).
 */
export function LandingError({ error, reset }: { error: Error; reset: () => void }) {
  if (isChunkLoadFailure(error)) {
    return (
      <ErrorPage
        title="Sorry, part of this page did not load"
        message={`${error.message.split('\n')[0]} Check your connection and try again.`}
        onRetry={() => window.location.reload()}
      />
    )
  }
  return (
    <ErrorPage
      title="Sorry, this page is taking a break"
      message="Could not get config. Please try again in a moment."
      onRetry={reset}
    />
  )
}
