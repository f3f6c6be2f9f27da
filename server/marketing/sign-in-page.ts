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

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1b1b3a;background:#f6f3f8}
main{max-width:400px;margin:10vh auto;padding:32px 24px;background:#fff;border:1px solid #d9d4df;border-radius:12px}
h1{margin:0 0 8px;font-size:1.5rem}
p{line-height:1.5}
label{display:block;font-weight:600;margin:16px 0 4px}
input{box-sizing:border-box;width:100%;min-height:48px;padding:8px 12px;font:inherit;border:1px solid #55556d;border-radius:6px}
input[aria-invalid=true]{border-color:#b3261e}
button{margin-top:16px;min-height:48px;width:100%;font:inherit;font-weight:600;color:#fff;background:#b4235a;border:0;border-radius:6px;cursor:pointer}
button:hover{background:#8c1744}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.error{color:#b3261e;font-weight:600}
.note{color:#1b7f3b;font-weight:600}
`

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
<style>${STYLE}</style>
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
