'use client'

import { ErrorPanel } from './error-panel'
import { SiteHeader } from './site-header'

/**
 * What an error boundary shows: the header, the message and a retry. No footer: error
 * boundaries are client components that every page downloads up front, and the footer's links
 * would add kilobytes to every first load for a page almost nobody sees. The header still
 * links home.
 */
export function ErrorPage({
  title,
  message,
  onRetry,
}: {
  title: string
  message: string
  onRetry: () => void
}) {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <ErrorPanel
          title={title}
          message={message}
          action={
            <button type="button" onClick={onRetry}>
              Try again
            </button>
          }
        />
      </main>
    </>
  )
}
