/**
 * The sign-in page as one small HTML document: a plain form (one password field, POSTed to
 * /marketing/sign-in), no JavaScript, so it works anywhere and its answer to a POST (the form
 * again with an error) needs no redirect.
 */
import { BRAND } from '@/lib/brand'
import { escapeHtml } from '@/lib/http/responses'
import { DESK_PATH, RETURN_PARAM, SIGN_IN_PATH } from '@/lib/marketing/desk-routes'

export const SIGN_IN_MESSAGES = {
  wrong: 'That password is not right. Please try again.',
  missing: 'Enter the password.',
  expired: 'Your session has ended. Please sign in again.',
  signedOut: 'You are signed out.',
  unset:
    'The desk has no password yet. Set MARKETING_PASSWORD, or run npm run marketing:password on the server.',
} as const

export type SignInMessage = keyof typeof SIGN_IN_MESSAGES

/** Its styles: a static file, since the CSP applies no <style> element (style-src-elem 'self'). */
export const SIGN_IN_STYLESHEET = '/static/desk/sign-in.css'

export interface SignInPageOptions {
  message?: SignInMessage | null
  /** Desk path to return to after signing in (already checked: deskReturnPath). */
  returnTo?: string
}

export function signInPageHtml({ message = null, returnTo = DESK_PATH }: SignInPageOptions = {}) {
  const isError = message !== null && message !== 'signedOut'
  const text = message ? SIGN_IN_MESSAGES[message] : null
  const feedback = text
    ? `<p id="sign-in-message" class="${isError ? 'error' : 'note'}" role="${isError ? 'alert' : 'status'}">${escapeHtml(text)}</p>`
    : ''
  const returnField =
    returnTo !== DESK_PATH
      ? `<input type="hidden" name="${RETURN_PARAM}" value="${escapeHtml(returnTo)}">`
      : ''
  const invalid =
    isError && message !== 'unset' ? ' aria-invalid="true" aria-describedby="sign-in-message"' : ''
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Sign in | Marketing desk | ${escapeHtml(BRAND)}</title>
<link rel="stylesheet" href="${SIGN_IN_STYLESHEET}">
</head>
<body>
<main id="main">
<h1>${escapeHtml(BRAND)} marketing desk</h1>
<p>Sign in with the desk's password.</p>
${feedback}
<form method="post" action="${SIGN_IN_PATH}">
${returnField}
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"${invalid}>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>
`
}
