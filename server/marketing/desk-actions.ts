/**
 * The desk's form POSTs: preview a page (draft mode on), leave preview, save an application's
 * status and notes, erase a lead. Each is Origin-checked first; all but leaving preview need a
 * session (without one: 303 to sign-in). Bad input gets a clear page and a status, never a 500.
 */
import type { Database } from '@/server/db/client'
import { parseLandingPath } from '@/lib/landing/landing-path'
import { parseApplicationUpdate } from '@/lib/marketing/application-status'
import {
  APPLICATIONS_PATH,
  LEADS_PATH,
  OFFERS_PATH,
  sameSitePath,
  signInHref,
} from '@/lib/marketing/desk-routes'
import { parseErasureRequest } from '@/lib/marketing/erasure'
import { updateApplication } from './applications-query'
import { crossOriginRefused, deskMessage, deskRedirect } from './desk-responses'
import { eraseEmailAddress } from './erase-lead'
import { FORM_PROBLEMS, readFormBody } from './form-body'
import { requestSession } from './request-guards'

export const MAX_DESK_FORM_BYTES = 16 * 1024

export interface DeskActionContext {
  db: Database
  isSameOrigin(request: Request): boolean
}

type Guarded = { ok: true; form: URLSearchParams } | { ok: false; response: Response }

/** Origin, session and form, in that order. */
async function guard(
  request: Request,
  context: DeskActionContext,
  returnTo: string,
): Promise<Guarded> {
  if (!context.isSameOrigin(request)) return { ok: false, response: crossOriginRefused() }
  if (!(await requestSession(context.db, request))) {
    return { ok: false, response: deskRedirect(signInHref(returnTo, 'expired')) }
  }
  const body = await readFormBody(request, MAX_DESK_FORM_BYTES)
  if (!body.ok) {
    return {
      ok: false,
      response: deskMessage(body.status, 'The form was not sent', FORM_PROBLEMS[body.status]),
    }
  }
  return { ok: true, form: body.form }
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
  context: DeskActionContext & {
    enableDraftMode(): void | Promise<void>
    /** After draft mode is on: the path being previewed (for the audit log). */
    onPreview?(path: string): Promise<void>
  },
): Promise<Response> {
  const guarded = await guard(request, context, OFFERS_PATH)
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
  await context.onPreview?.(target)
  return deskRedirect(target)
}

export async function handlePreviewExit(
  request: Request,
  context: Pick<DeskActionContext, 'isSameOrigin'> & { disableDraftMode(): void | Promise<void> },
): Promise<Response> {
  if (!context.isSameOrigin(request)) return crossOriginRefused()
  await context.disableDraftMode()
  return deskRedirect(`${OFFERS_PATH}?preview=off`)
}

/** Where the applications list was (page and filter), to go back to after saving. */
function applicationsReturn(form: URLSearchParams, extra: Record<string, string>): string {
  const params = new URLSearchParams()
  const page = form.get('page')
  const status = form.get('filter')
  if (page && /^\d{1,6}$/.test(page)) params.set('page', page)
  if (status && /^[a-z]{1,20}$/.test(status)) params.set('status', status)
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  return `${APPLICATIONS_PATH}?${params.toString()}`
}

export async function handleApplicationUpdate(
  request: Request,
  rawId: string,
  context: DeskActionContext,
): Promise<Response> {
  const guarded = await guard(request, context, APPLICATIONS_PATH)
  if (!guarded.ok) return guarded.response
  const back = { href: APPLICATIONS_PATH, text: 'Back to applications' }
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null
  if (id === null)
    return deskMessage(404, 'No such application', 'That application does not exist.', back)
  const update = parseApplicationUpdate(guarded.form)
  if (!update.ok) return deskMessage(400, 'Not saved', update.message, back)
  if (!(await updateApplication(context.db, id, update))) {
    return deskMessage(
      404,
      'No such application',
      'That application does not exist any more.',
      back,
    )
  }
  return deskRedirect(
    `${applicationsReturn(guarded.form, { saved: String(id) })}#application-${id}`,
  )
}

export async function handleLeadErasure(
  request: Request,
  context: DeskActionContext,
): Promise<Response> {
  const guarded = await guard(request, context, LEADS_PATH)
  if (!guarded.ok) return guarded.response
  const erasure = parseErasureRequest(guarded.form)
  if (!erasure.ok) return deskRedirect(`${LEADS_PATH}?erasure=${erasure.problem}#erase-lead`)
  const result = await eraseEmailAddress(context.db, erasure.email)
  const params = new URLSearchParams({
    erased: '1',
    leads: String(result.leads),
    events: String(result.events),
    applications: String(result.applications),
  })
  return deskRedirect(`${LEADS_PATH}?${params.toString()}#erase-lead`)
}
