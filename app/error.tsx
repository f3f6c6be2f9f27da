'use client'

import { useEffect } from 'react'
import { ErrorPanel } from '@/components/layout/error-panel'
import { PageFrame } from '@/components/layout/page-frame'

/** The root error boundary: a calm message and a retry, never a stack trace. */
export default function RootError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => {
    // Logged for operators; the visitor sees only the message below.
    console.warn('Page error', error.digest ?? error.message)
  }, [error])

  return (
    <PageFrame>
      <ErrorPanel
        title="Something went wrong"
        message="We couldn't load this page. Please try again in a moment."
        action={
          <button type="button" onClick={reset}>
            Try again
          </button>
        }
      />
    </PageFrame>
  )
}
