/**
 * What every desk form POST passes first: the door for its action (Origin, session, role:
 * staff-access.ts), then a URL-encoded body within a bound. Hands back the member, their
 * session (for the flash) and the form.
 */
import type { Database } from '@/server/db/client'
import type { DeskAction } from '@/lib/desk/permissions'
import { signInHref } from '@/lib/marketing/desk-routes'
import { deskMessage, deskRedirect } from './desk-responses'
import { deskSessionFor } from './desk-session'
import { FORM_PROBLEMS, readFormBody } from './form-body'
import { requireStaffRequest, type StaffMember } from './staff-access'

export const MAX_DESK_FORM_BYTES = 16 * 1024

export type DeskFormPost =
  | { ok: true; staff: StaffMember; sessionId: string; form: URLSearchParams }
  | { ok: false; response: Response }

export async function deskFormPost(
  request: Request,
  db: Database,
  action: DeskAction,
  back: { href: string; text: string } = { href: '/marketing', text: 'Back to the desk' },
): Promise<DeskFormPost> {
  const access = await requireStaffRequest(request, action)
  if (!access.ok) return access
  const session = await deskSessionFor(db, request.headers)
  // Ended between the two reads: as if it had never been there.
  if (!session) return { ok: false, response: deskRedirect(signInHref(null, 'expired')) }
  const body = await readFormBody(request, MAX_DESK_FORM_BYTES)
  if (!body.ok) {
    return {
      ok: false,
      response: deskMessage(body.status, 'The form was not sent', FORM_PROBLEMS[body.status], back),
    }
  }
  return { ok: true, staff: access.staff, sessionId: session.sessionId, form: body.form }
}
