/**
 * POST /marketing/staff/invite and POST /marketing/staff/{id} (role, disable, enable, new
 * link): admins only, each audited. A link is answered on its own page, once; other changes
 * confirm themselves with a flash on the staff page.
 */
import type { Database } from '@/server/db/client'
import { ROLE_LABELS, isStaffRole } from '@/lib/desk/permissions'
import { escapeHtml } from '@/lib/http/responses'
import { STAFF_PATH } from '@/lib/marketing/desk-routes'
import { clientAddress } from '@/server/security/client-address'
import { recordAudit } from './audit-log'
import { deskDocument, setPasswordLinkDocument } from './desk-documents'
import { deskMessage, deskRedirect } from './desk-responses'
import { authHeaders } from './desk-session'
import { deskFormPost } from './desk-form-post'
import { leaveFlash } from './flash'
import { changeRole, inviteStaff, newLinkFor, setDisabled } from './staff-admin'

const BACK = { href: STAFF_PATH, text: 'Back to staff' }

export async function handleInvite(request: Request, db: Database): Promise<Response> {
  const guarded = await deskFormPost(request, db, 'staff.manage', BACK)
  if (!guarded.ok) return guarded.response
  const { form, staff } = guarded
  const result = await inviteStaff(db, authHeaders(request.headers), {
    email: form.get('email') ?? '',
    name: form.get('name') ?? '',
    role: form.get('role') ?? '',
  })
  if (!result.ok) {
    const items = Object.values(result.errors).map((error) => `<li>${escapeHtml(error)}</li>`)
    return deskDocument(
      'Not invited',
      `<h1>Not invited</h1><ul role="alert">${items.join('')}</ul><p><a href="${STAFF_PATH}">Back to staff</a></p>`,
      result.status,
    )
  }
  const role = form.get('role') ?? ''
  await recordAudit(db, {
    actor: { id: staff.id, email: staff.email },
    action: 'staff.invite',
    subject: `staff ${result.email}`,
    details: { role },
    clientAddress: clientAddress(request),
  })
  return setPasswordLinkDocument({
    heading: `${result.email} is invited`,
    email: result.email,
    url: result.link.url,
    expiresAt: result.link.expiresAt,
  })
}

export async function handleStaffChange(
  request: Request,
  userId: string,
  db: Database,
): Promise<Response> {
  const guarded = await deskFormPost(request, db, 'staff.manage', BACK)
  if (!guarded.ok) return guarded.response
  const { form, staff, sessionId } = guarded
  const headers = authHeaders(request.headers)
  const audit = (action: string, email: string, details?: Record<string, unknown>) =>
    recordAudit(db, {
      actor: { id: staff.id, email: staff.email },
      action,
      subject: `staff ${email}`,
      details,
      clientAddress: clientAddress(request),
    })
  const intent = form.get('intent')
  if (intent === 'link') {
    const result = await newLinkFor(db, userId)
    if (!result.ok) return deskMessage(result.status, 'No link made', result.message, BACK)
    await audit('staff.new-link', result.email)
    return setPasswordLinkDocument({
      heading: `A new link for ${result.email}`,
      email: result.email,
      url: result.link.url,
      expiresAt: result.link.expiresAt,
    })
  }
  if (intent === 'role') {
    const role = form.get('role') ?? ''
    const result = await changeRole(db, headers, userId, role)
    if (!result.ok) return deskMessage(result.status, 'Role not changed', result.message, BACK)
    await audit('staff.role-change', result.email, { from: result.from, to: role })
    // The admin may have changed their own role, which ends their session too.
    if (userId !== staff.id && isStaffRole(role)) {
      await leaveFlash(db, sessionId, {
        kind: 'staff-changed',
        text: `${result.email} is now ${ROLE_LABELS[role]}, and signed out everywhere.`,
      })
    }
    return deskRedirect(STAFF_PATH)
  }
  if (intent === 'disable' || intent === 'enable') {
    const disabled = intent === 'disable'
    const result = await setDisabled(db, headers, staff.id, userId, disabled)
    if (!result.ok) {
      return deskMessage(
        result.status,
        disabled ? 'Not disabled' : 'Not enabled',
        result.message,
        BACK,
      )
    }
    await audit(disabled ? 'staff.disable' : 'staff.enable', result.email)
    await leaveFlash(db, sessionId, {
      kind: 'staff-changed',
      text: disabled
        ? `${result.email} is disabled and signed out everywhere.`
        : `${result.email} can sign in again.`,
    })
    return deskRedirect(STAFF_PATH)
  }
  return deskMessage(400, 'Nothing changed', 'Choose what to change.', BACK)
}
