/**
 * The desk's form POSTs: preview a page (draft mode on, bound to the session), leave preview,
 * save an application's status and notes, erase a lead. Each passes the desk's door first
 * (server/desk/staff-access.ts: Origin, session, role), is audited, and confirms itself with
 * a one-time flash rather than the URL. Bad input gets a clear page and a status, never a 500.
 */
import type { Database } from '@/server/db/client'
import { parseLandingPath } from '@/lib/landing/landing-path'
import { parseApplicationUpdate } from '@/lib/marketing/application-status'
import {
  APPLICATIONS_PATH,
  LEADS_PATH,
  OFFERS_PATH,
  sameSitePath,
} from '@/lib/marketing/desk-routes'
import { parseErasureRequest } from '@/lib/marketing/erasure'
import { recordAudit } from '@/server/desk/audit-log'
import { deskMessage, deskRedirect } from '@/server/desk/desk-responses'
import { clearedPreviewPassCookie, previewPassCookie } from '@/server/desk/draft-access'
import { leaveFlash } from '@/server/desk/flash'
import { deskFormPost } from '@/server/desk/desk-form-post'
import type { StaffMember } from '@/server/desk/staff-access'
import { clientAddress } from '@/server/security/client-address'
import { limitRate } from '@/server/security/rate-limit'
import { updateApplication } from './applications-query'
import { eraseEmailAddress } from './erase-lead'

function actorOf(staff: StaffMember) {
  return { id: staff.id, email: staff.email }
}

/** The landing page (path and optional query) a preview asks for, or null. */
export function previewTarget(value: string | null): string | null {
  const path = sameSitePath(value)
  if (path === null) return null
  const pathname = path.split(/[?#]/)[0] ?? ''
  return parseLandingPath(pathname) ? path : null
}

export async function handlePreviewEnter(
  request: Request,
  context: { db: Database; enableDraftMode(): void | Promise<void> },
): Promise<Response> {
  const limited = await limitRate(request, 'preview', { format: 'html' })
  if (limited) return limited
  const guarded = await deskFormPost(request, context.db, 'draft.edit')
  if (!guarded.ok) return guarded.response
  const target = previewTarget(guarded.form.get('path'))
  if (target === null) {
    return deskMessage(
      400,
      'Nothing to preview',
      'Preview needs the path of one of our landing pages.',
      {
        href: OFFERS_PATH,
        text: 'Back to offers',
      },
    )
  }
  await context.enableDraftMode()
  await recordAudit(context.db, {
    actor: actorOf(guarded.staff),
    action: 'offer.preview',
    subject: target.split(/[?#]/)[0] ?? target,
    clientAddress: clientAddress(request),
  })
  return deskRedirect(target, [await previewPassCookie(context.db, guarded.sessionId, request)])
}

export async function handlePreviewExit(
  request: Request,
  context: { db: Database; disableDraftMode(): void | Promise<void> },
): Promise<Response> {
  const limited = await limitRate(request, 'preview', { format: 'html' })
  if (limited) return limited
  const guarded = await deskFormPost(request, context.db, 'desk.read')
  if (!guarded.ok) return guarded.response
  await context.disableDraftMode()
  await leaveFlash(context.db, guarded.sessionId, { kind: 'preview-off' })
  return deskRedirect(OFFERS_PATH, [clearedPreviewPassCookie(request)])
}

/** Where the applications list was (page and filter), to go back to after saving. */
function applicationsReturn(form: URLSearchParams): string {
  const params = new URLSearchParams()
  const page = form.get('page')
  const status = form.get('filter')
  if (page && /^\d{1,6}$/.test(page)) params.set('page', page)
  if (status && /^[a-z]{1,20}$/.test(status)) params.set('status', status)
  const query = params.toString()
  return query ? `${APPLICATIONS_PATH}?${query}` : APPLICATIONS_PATH
}

export async function handleApplicationUpdate(
  request: Request,
  rawId: string,
  db: Database,
): Promise<Response> {
  const guarded = await deskFormPost(request, db, 'applications.update')
  if (!guarded.ok) return guarded.response
  const back = { href: APPLICATIONS_PATH, text: 'Back to applications' }
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null
  if (id === null)
    return deskMessage(404, 'No such application', 'That application does not exist.', back)
  const update = parseApplicationUpdate(guarded.form)
  if (!update.ok) return deskMessage(400, 'Not saved', update.message, back)
  const reference = await updateApplication(db, id, update)
  if (reference === null) {
    return deskMessage(
      404,
      'No such application',
      'That application does not exist any more.',
      back,
    )
  }
  await recordAudit(db, {
    actor: actorOf(guarded.staff),
    action: 'application.update',
    subject: `application ${reference}`,
    details: { status: update.status, notesLength: update.notes.length },
    clientAddress: clientAddress(request),
  })
  await leaveFlash(db, guarded.sessionId, { kind: 'application-saved', id })
  return deskRedirect(`${applicationsReturn(guarded.form)}#application-${id}`)
}

export async function handleLeadErasure(request: Request, db: Database): Promise<Response> {
  const guarded = await deskFormPost(request, db, 'leads.erase')
  if (!guarded.ok) return guarded.response
  const erasure = parseErasureRequest(guarded.form)
  if (!erasure.ok) {
    await leaveFlash(db, guarded.sessionId, { kind: 'erasure-problem', problem: erasure.problem })
    return deskRedirect(`${LEADS_PATH}#erase-lead`)
  }
  const result = await eraseEmailAddress(db, erasure.email)
  // Counts only: the address asked about is exactly what must not be kept.
  await recordAudit(db, {
    actor: actorOf(guarded.staff),
    action: 'leads.erase',
    subject: 'an email address',
    details: { ...result },
    clientAddress: clientAddress(request),
  })
  await leaveFlash(db, guarded.sessionId, {
    kind: 'erased',
    leads: result.leads,
    events: result.events,
    applications: result.applications,
    actions: result.actions,
    cspReports: result.cspReports,
  })
  return deskRedirect(`${LEADS_PATH}#erase-lead`)
}
