/**
 * The one-time link's page and form: GET /marketing/set-password/{token} (the page) shows who
 * it is for; POST /marketing/set-password (token and password) sets the password through
 * better-auth's reset, which uses the link up and ends the account's sessions.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { staffUsers } from '@/server/db/schema'
import { staffPasswordProblem } from '@/lib/desk/staff-password'
import { shownStaffEmail } from '@/lib/desk/staff-email'
import { scorePassword } from '@/lib/forms/password-score'
import { SET_PASSWORD_PATH, signInHref } from '@/lib/marketing/desk-routes'
import { clientAddress } from '@/server/security/client-address'
import { limitRate } from '@/server/security/rate-limit'
import { isSameOriginRequest } from '@/server/security/request-origin'
import { recordAudit } from './audit-log'
import { deskAuthFor } from './auth'
import { crossOriginRefused, deskMessage, deskRedirect } from './desk-responses'
import { FORM_PROBLEMS, readFormBody } from './form-body'

const TOKEN = /^[A-Za-z0-9_-]{43}$/

export interface LinkHolder {
  userId: string
  email: string
  name: string
}

/** Whom a live link is for, or null (unknown, used or expired). */
export async function linkHolder(db: Database, token: string): Promise<LinkHolder | null> {
  if (!TOKEN.test(token)) return null
  const context = await (await deskAuthFor(db)).$context
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`)
  if (!found || new Date(found.expiresAt).getTime() <= Date.now()) return null
  const [user] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.id, found.value))
    .limit(1)
  return user ? { userId: user.id, email: shownStaffEmail(user.email), name: user.name } : null
}

export async function handleSetPassword(request: Request, db: Database): Promise<Response> {
  if (!isSameOriginRequest(request)) return crossOriginRefused()
  const limited = await limitRate(request, 'marketing-sign-in', { format: 'html' })
  if (limited) return limited
  const body = await readFormBody(request, 4096)
  if (!body.ok) return deskMessage(body.status, 'Not sent', FORM_PROBLEMS[body.status])
  const token = body.form.get('token') ?? ''
  const password = body.form.get('password') ?? ''
  const back = (problem: string) =>
    deskRedirect(`${SET_PASSWORD_PATH}/${TOKEN.test(token) ? token : 'invalid'}?problem=${problem}`)
  const holder = await linkHolder(db, token)
  if (!holder) return back('expired')
  const problem = staffPasswordProblem(password, [holder.email, holder.name], scorePassword)
  if (problem) return back(problem)
  const auth = await deskAuthFor(db)
  try {
    await auth.api.resetPassword({ body: { newPassword: password, token } })
  } catch {
    // Used up by a second tab a moment ago, or expired since: the page says so.
    return back('expired')
  }
  await recordAudit(db, {
    actor: { id: holder.userId, email: holder.email },
    action: 'staff.password-set',
    subject: `staff ${holder.email}`,
    clientAddress: clientAddress(request),
  })
  return deskRedirect(signInHref(null, 'passwordSet'))
}
