'use client'

import { ErrorPage } from '@/components/layout/error-page'

/**
 * A landing page whose config could not be loaded (spec §8 'Could not get config'): an honest
 * page with a retry, never a crash or a stack trace.
 */
export default function LandingError({ reset }: { reset: () => void }) {
  return (
    <ErrorPage
      title="Sorry, this page is taking a break"
      message="Could not get config. Please try again in a moment."
      onRetry={reset}
    />
  )
}
