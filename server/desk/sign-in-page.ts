/**
 * The sign-in pages as small HTML documents: plain forms (email and password, then the
 * authenticator code when the account has one), no JavaScript, so they work anywhere and the
 * answer to a POST (the form again with its error) needs no redirect.
 */
import { BRAND } from '@/lib/brand'
import { escapeHtml } from '@/lib/http/responses'
import { deskDocumentHtml } from './desk-documents'
import {
  DESK_PATH,
  PASSKEY_SIGN_IN_PATH,
  RETURN_PARAM,
  SECOND_FACTOR_PATH,
  SIGN_IN_PATH,
} from '@/lib/marketing/desk-routes'

export const SIGN_IN_MESSAGES = {
  wrong: 'That email and password do not match an account. Please try again.',
  missing: 'Enter your email and password.',
  held: 'Too many failed sign-ins with this email. Please wait 15 minutes and try again.',
  disabled: 'This account is disabled. Ask a desk admin.',
  busy: 'The desk is busy. Please try again in a moment.',
  expired: 'Your session has ended. Please sign in again.',
  signedOut: 'You are signed out.',
  passwordSet: 'Your password is set. Sign in with it now.',
  codeWrong: 'That code is not right. Enter the newest code from your authenticator app.',
  codeMissing: 'Enter the code from your authenticator app.',
  codeExpired: 'The code step lasts 10 minutes. Please sign in again.',
} as const

export type SignInMessage = keyof typeof SIGN_IN_MESSAGES

/** Messages that report rather than refuse. */
const NOTES = new Set<SignInMessage>(['signedOut', 'passwordSet'])

export interface SignInPageOptions {
  message?: SignInMessage | null
  /** Desk path to return to after signing in (already checked: deskReturnPath). */
  returnTo?: string
  /** The email typed, shown again after a failure (never the password). */
  email?: string
}

function page(title: string, body: string): string {
  return deskDocumentHtml(title, `<h1>${escapeHtml(BRAND)} marketing desk</h1>\n${body}`)
}

function feedback(message: SignInMessage | null): { html: string; invalid: string } {
  if (message === null) return { html: '', invalid: '' }
  const isError = !NOTES.has(message)
  const html = `<p id="sign-in-message" class="${isError ? 'error' : 'note'}" role="${isError ? 'alert' : 'status'}">${escapeHtml(SIGN_IN_MESSAGES[message])}</p>`
  const fieldError = isError && message !== 'busy' && message !== 'expired'
  return {
    html,
    invalid: fieldError ? ' aria-invalid="true" aria-describedby="sign-in-message"' : '',
  }
}

function returnField(returnTo: string): string {
  return returnTo !== DESK_PATH
    ? `<input type="hidden" name="${RETURN_PARAM}" value="${escapeHtml(returnTo)}">`
    : ''
}

/** Step one: email and password. */
export function signInPageHtml({
  message = null,
  returnTo = DESK_PATH,
  email = '',
}: SignInPageOptions = {}) {
  const { html, invalid } = feedback(message)
  return page(
    'Sign in',
    `<p>Sign in with your desk account.</p>
${html}
<form method="post" action="${SIGN_IN_PATH}">
${returnField(returnTo)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(email)}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"${invalid}>
<button type="submit">Sign in</button>
</form>
<p class="alt"><a href="${PASSKEY_SIGN_IN_PATH}">Sign in with a passkey</a></p>`,
  )
}

/** Step two, for accounts with an authenticator app: its code, or a backup code. */
export function secondFactorPageHtml({
  message = null,
  returnTo = DESK_PATH,
}: SignInPageOptions = {}) {
  const { html, invalid } = feedback(message)
  return page(
    'Enter your code',
    `<p>Enter the 6-digit code from your authenticator app, or one of your backup codes.</p>
${html}
<form method="post" action="${SECOND_FACTOR_PATH}">
${returnField(returnTo)}
<label for="code">Code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" required maxlength="32"${invalid}>
<button type="submit">Continue</button>
</form>
<p class="alt"><a href="${SIGN_IN_PATH}">Start again</a></p>`,
  )
}
