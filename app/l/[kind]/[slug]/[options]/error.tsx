'use client'

import { ErrorPanel } from '@/components/layout/error-panel'
import { PageFrame } from '@/components/layout/page-frame'

/**
 * A landing page whose config could not be loaded (spec §8 'Could not get config'): an honest
 * page with a retry, never a crash or a stack trace.
 */
export default function LandingError({ reset }: { reset: () => void }) {
  return (
    <PageFrame>
      <ErrorPanel
        title="Sorry, this page is taking a break"
        message="Could not get config. Please try again in a moment."
        action={
          <button type="button" onClick={reset}>
            Try again
          </button>
        }
      />
    </PageFrame>
  )
}
