/**
 * Small desk pages answered straight from a route handler, for what must be shown once and
 * never kept: a one-time link, an authenticator app's secret and backup codes. Plain HTML,
 * no JavaScript, the sign-in page's look.
 */
import { BRAND } from '@/lib/brand'
import { escapeHtml } from '@/lib/http/responses'
import { deskHtml } from './desk-responses'

/** Their look: a static file, since the CSP applies no <style> element (style-src-elem 'self'). */
export const DESK_DOCUMENT_STYLESHEET = '/static/desk/desk-document.css'

const LONDON_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
})

export function londonTime(value: Date): string {
  return LONDON_TIME.format(value)
}

/** A whole small desk page as HTML. */
export function deskDocumentHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | Marketing desk | ${escapeHtml(BRAND)}</title>
<link rel="stylesheet" href="${DESK_DOCUMENT_STYLESHEET}">
</head>
<body>
<main id="main">
${body}
</main>
</body>
</html>
`
}

export function deskDocument(title: string, body: string, status = 200): Response {
  return deskHtml(status, deskDocumentHtml(title, body))
}

/** The one-time link for an invited person (or a new one), shown to the admin once. */
export function setPasswordLinkDocument(options: {
  heading: string
  email: string
  url: string
  expiresAt: Date
}): Response {
  return deskDocument(
    options.heading,
    `<h1>${escapeHtml(options.heading)}</h1>
<p role="status">Pass this link on to ${escapeHtml(options.email)} yourself (no email is sent). It works once, until ${escapeHtml(londonTime(options.expiresAt))} (London time), and only this page shows it.</p>
<label for="set-password-link">One-time link for ${escapeHtml(options.email)}</label>
<input id="set-password-link" type="text" readonly value="${escapeHtml(options.url)}">
<p><a href="/marketing/staff">Back to staff</a></p>`,
  )
}
