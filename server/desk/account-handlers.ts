/**
 * The signed-in member's own account (/marketing/account): a new password (other sessions
 * end), and the authenticator app: set up (password, then the QR code, the secret and backup
 * codes shown once, then a code to prove it works) or turned off (password). Each is audited.
 */
import { APIError } from 'better-auth/api'
import { renderSVG } from 'uqr'
import type { Database } from '@/server/db/client'
import { staffPasswordProblem, STAFF_PASSWORD_PROBLEMS } from '@/lib/desk/staff-password'
import { scorePassword } from '@/lib/forms/password-score'
import { escapeHtml } from '@/lib/http/responses'
import { ACCOUNT_PATH } from '@/lib/marketing/desk-routes'
import { clientAddress } from '@/server/security/client-address'
import { QueueFullError } from '@/server/security/password-hash'
import { recordAudit } from './audit-log'
import { deskAuthFor } from './auth'
import { cookieHeaderFrom, deskSetCookies } from './desk-cookies'
import { deskDocument } from './desk-documents'
import { deskMessage, deskRedirect } from './desk-responses'
import { authHeaders, deskSessionFor } from './desk-session'
import type { StaffMember } from './staff-access'
import { deskFormPost } from './desk-form-post'
import { leaveFlash } from './flash'

const BACK = { href: ACCOUNT_PATH, text: 'Back to your account' }

function audit(db: Database, request: Request, staff: StaffMember, action: string) {
  return recordAudit(db, {
    actor: { id: staff.id, email: staff.email },
    action,
    subject: `staff ${staff.email}`,
    clientAddress: clientAddress(request),
  })
}

export async function handlePasswordChange(request: Request, db: Database): Promise<Response> {
  const guarded = await deskFormPost(request, db, 'desk.read', BACK)
  if (!guarded.ok) return guarded.response
  const { form, staff } = guarded
  const current = form.get('current-password') ?? ''
  const next = form.get('password') ?? ''
  const problem = staffPasswordProblem(next, [staff.email, staff.name], scorePassword)
  if (problem)
    return deskMessage(400, 'Password not changed', STAFF_PASSWORD_PROBLEMS[problem], BACK)
  const auth = await deskAuthFor(db)
  try {
    const { headers } = await auth.api.changePassword({
      body: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
      headers: authHeaders(request.headers),
      returnHeaders: true,
    })
    await audit(db, request, staff, 'auth.password-change')
    // The new session (the old one ended with the others) carries the flash.
    const cookies = deskSetCookies(headers, request)
    const fresh = await deskSessionFor(db, new Headers({ cookie: cookieHeaderFrom(cookies) }))
    if (fresh)
      await leaveFlash(db, fresh.sessionId, {
        kind: 'account-changed',
        text: 'Your password is changed. Your other sessions have ended.',
      })
    return deskRedirect(ACCOUNT_PATH, cookies)
  } catch (error) {
    if (error instanceof QueueFullError)
      return deskMessage(503, 'Busy', 'The desk is busy. Please try again in a moment.', BACK)
    if (!(error instanceof APIError)) throw error
    return deskMessage(400, 'Password not changed', STAFF_PASSWORD_PROBLEMS.wrong, BACK)
  }
}

function setupDocument(totpURI: string, backupCodes: string[], message: string | null): Response {
  const secret = new URL(totpURI).searchParams.get('secret') ?? ''
  return deskDocument(
    'Set up your authenticator app',
    `<h1>Set up your authenticator app</h1>
<ol>
<li>Scan this code with your authenticator app (or type the key below).</li>
<li>Keep the backup codes somewhere safe: each signs you in once if you lose your phone. They are shown only now.</li>
<li>Enter the 6-digit code your app shows.</li>
</ol>
<figure role="img" aria-label="QR code for your authenticator app">${renderSVG(totpURI, { border: 2 })}</figure>
<p>Key: <code>${escapeHtml(secret)}</code></p>
<h2>Backup codes</h2>
<ul class="codes">${backupCodes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join('')}</ul>
${message ? `<p class="error" role="alert" id="code-message">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${ACCOUNT_PATH}/two-factor">
<input type="hidden" name="intent" value="verify">
<label for="code">Code from your app</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="10"${message ? ' aria-invalid="true" aria-describedby="code-message"' : ''}>
<button type="submit">Turn on</button>
</form>
<p><a href="${ACCOUNT_PATH}">Not now</a></p>`,
  )
}

export async function handleTwoFactor(request: Request, db: Database): Promise<Response> {
  const guarded = await deskFormPost(request, db, 'desk.read', BACK)
  if (!guarded.ok) return guarded.response
  const { form, staff, sessionId } = guarded
  const auth = await deskAuthFor(db)
  const headers = authHeaders(request.headers)
  const intent = form.get('intent')
  try {
    if (intent === 'start') {
      const result = await auth.api.enableTwoFactor({
        body: { password: form.get('password') ?? '' },
        headers,
      })
      if (!('totpURI' in result) || !result.totpURI) throw new Error('No TOTP URI')
      return setupDocument(result.totpURI, result.backupCodes ?? [], null)
    }
    if (intent === 'verify') {
      const { headers: answer } = await auth.api.verifyTOTP({
        body: { code: (form.get('code') ?? '').replace(/\s+/g, '') },
        headers,
        returnHeaders: true,
      })
      await audit(db, request, staff, 'auth.second-factor-on')
      const cookies = deskSetCookies(answer, request)
      const fresh = await deskSessionFor(db, new Headers({ cookie: cookieHeaderFrom(cookies) }))
      if (fresh)
        await leaveFlash(db, fresh.sessionId, {
          kind: 'account-changed',
          text: 'Your authenticator app is on: sign-in asks for its code from now on.',
        })
      return deskRedirect(ACCOUNT_PATH, cookies)
    }
    if (intent === 'disable') {
      await auth.api.disableTwoFactor({ body: { password: form.get('password') ?? '' }, headers })
      await audit(db, request, staff, 'auth.second-factor-off')
      await leaveFlash(db, sessionId, {
        kind: 'account-changed',
        text: 'Your authenticator app is off.',
      })
      return deskRedirect(ACCOUNT_PATH)
    }
    return deskMessage(400, 'Nothing changed', 'Choose what to change.', BACK)
  } catch (error) {
    if (error instanceof QueueFullError)
      return deskMessage(503, 'Busy', 'The desk is busy. Please try again in a moment.', BACK)
    if (!(error instanceof APIError)) throw error
    if (intent === 'verify') {
      return deskMessage(
        400,
        'Not turned on',
        'That code is not right. Start again from your account page, and enter the newest code your app shows.',
        BACK,
      )
    }
    return deskMessage(400, 'Nothing changed', STAFF_PASSWORD_PROBLEMS.wrong, BACK)
  }
}

/** POST id: one of the member's own passkeys goes. */
export async function handlePasskeyRemove(request: Request, db: Database): Promise<Response> {
  const guarded = await deskFormPost(request, db, 'desk.read', BACK)
  if (!guarded.ok) return guarded.response
  const { form, staff, sessionId } = guarded
  const auth = await deskAuthFor(db)
  try {
    await auth.api.deletePasskey({
      body: { id: form.get('id') ?? '' },
      headers: authHeaders(request.headers),
    })
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    return deskMessage(404, 'Nothing removed', 'That passkey is not one of yours.', BACK)
  }
  await audit(db, request, staff, 'auth.passkey-removed')
  await leaveFlash(db, sessionId, {
    kind: 'account-changed',
    text: 'The passkey is removed.',
  })
  return deskRedirect(ACCOUNT_PATH)
}
