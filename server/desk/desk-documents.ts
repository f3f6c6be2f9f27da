/**
 * Small desk pages answered straight from a route handler, for what must be shown once and
 * never kept: a one-time link, an authenticator app's secret and backup codes. Plain HTML,
 * no JavaScript, the sign-in page's look.
 */
import { BRAND } from '@/lib/brand'
import { escapeHtml } from '@/lib/http/responses'
import { deskHtml } from './desk-responses'

export const DESK_DOCUMENT_STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1b1b3a;background:#f6f3f8}
main{max-width:560px;margin:8vh auto;padding:32px 24px;background:#fff;border:1px solid #d9d4df;border-radius:12px}
h1{margin:0 0 8px;font-size:1.5rem}
p,li{line-height:1.5}
label{display:block;font-weight:600;margin:16px 0 4px}
input{box-sizing:border-box;width:100%;min-height:48px;padding:8px 12px;font:inherit;border:1px solid #55556d;border-radius:6px}
button{margin-top:16px;min-height:48px;padding:0 24px;font:inherit;font-weight:600;color:#fff;background:#b4235a;border:0;border-radius:6px;cursor:pointer}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
a{color:#1d4ed8}
code,kbd{font-size:1.05rem}
.codes{columns:2}
.error{color:#b3261e;font-weight:600}
.note{color:#1b7f3b;font-weight:600}
.alt{margin-top:24px}
input[aria-invalid=true]{border-color:#b3261e}
button:hover{background:#8c1744}
`

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
<style>${DESK_DOCUMENT_STYLE}</style>
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
