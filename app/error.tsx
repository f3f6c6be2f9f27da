'use client'

import { useEffect } from 'react'
import { ErrorPage } from '@/components/layout/error-page'

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
    <ErrorPage
      title="Something went wrong"
      message="We couldn't load this page. Please try again in a moment."
      onRetry={reset}
    />
  )
}
