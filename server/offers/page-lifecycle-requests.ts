/**
 * POST /marketing/offers/{id}/lifecycle: the editor's buttons beside Save draft. `intent` says
 * which: publish, unpublish, revert, schedule, cancel-schedule (publishers and admins) or
 * duplicate (editors and up). Origin, session and role are checked first (server/desk); a done
 * action answers 303 to the editor with a notice, a refused one a short page saying why.
 */
import type { DeskAction } from '@/lib/desk/permissions'
import { readScheduleForm } from '@/lib/desk-editing/schedule-form'
import { copySlugCandidates } from '@/lib/offers/copy-slug'
import { pageEditorPath, type DoneNotice } from '@/lib/offers/offer-routes'
import { announceOnEditor } from './editor-notice'
import type { Database } from '@/server/db/client'
import { requireStaffRequest, type StaffMember } from '@/server/desk/staff-access'
import {
  createEntity,
  publishRevision,
  revertToRevision,
  unpublishDocument,
  type Acting,
  type LifecycleOutcome,
} from '@/server/desk-editing/document-lifecycle'
import { cancelScheduledChange, scheduleChange } from '@/server/desk-editing/scheduled-changes'
import { deskMessage, deskRedirect } from '@/server/desk/desk-responses'
import { FORM_PROBLEMS, readFormBody } from '@/server/desk/form-body'
import { clientAddress } from '@/server/security/client-address'
import { entityIdOf, landingPageCollection } from './landing-page-collection'
import { loadPageEditor } from './page-editor-data'

export const MAX_LIFECYCLE_FORM_BYTES = 4 * 1024

const INTENT_ACTION: Record<string, DeskAction> = {
  publish: 'publish',
  unpublish: 'publish',
  revert: 'publish',
  schedule: 'publish',
  'cancel-schedule': 'publish',
  duplicate: 'draft.edit',
}

export interface LifecycleContext {
  db: Database
  /** Revalidates this instance's cached pages at these public paths at once (Next's revalidateTag). */
  revalidatePaths(paths: string[]): void
}

const number = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null)

export async function handlePageLifecycle(
  request: Request,
  rawId: string,
  context: LifecycleContext,
): Promise<Response> {
  // The lowest role any intent needs first (Origin and session included), the intent's own next.
  const access = await requireStaffRequest(request, 'draft.edit')
  if (!access.ok) return access.response
  const pageId = number(rawId)
  const back =
    pageId === null ? undefined : { href: pageEditorPath(pageId), text: 'Back to the page' }
  const body = await readFormBody(request, MAX_LIFECYCLE_FORM_BYTES)
  if (!body.ok)
    return deskMessage(body.status, 'Nothing was done', FORM_PROBLEMS[body.status], back)
  const intent = body.form.get('intent') ?? ''
  const needed = INTENT_ACTION[intent]
  if (!needed)
    return deskMessage(400, 'Nothing was done', 'That button is not one of the editor’s.', back)
  const allowed = needed === 'draft.edit' ? access : await requireStaffRequest(request, needed)
  if (!allowed.ok) return allowed.response
  const editor =
    pageId === null ? null : await loadPageEditor(context.db, pageId, { historyLimit: 1 })
  if (pageId === null || !editor) {
    return deskMessage(
      404,
      'No such page',
      'That page does not exist, or the desk does not edit it.',
    )
  }
  const acting: Acting = { staff: allowed.staff, clientAddress: clientAddress(request) }
  const entityId = entityIdOf(pageId)
  const { db } = context
  const refused = (title: string, message: string) => deskMessage(409, title, message, back)
  const done = async (
    notice: DoneNotice,
    outcome: Extract<LifecycleOutcome, { ok: true }>,
    revalidate: boolean,
  ) => {
    if (revalidate)
      context.revalidatePaths([...new Set([outcome.subject, outcome.previousSubject])])
    return deskRedirect(await announceOnEditor(pageId, notice, outcome.revision))
  }

  switch (intent) {
    case 'publish': {
      const revision = number(body.form.get('revision'))
      if (revision === null) return refused('Not published', 'The form did not say which revision.')
      const outcome = await publishRevision(db, landingPageCollection, entityId, revision, acting, {
        requireLatest: true,
      })
      return outcome.ok
        ? done('published', outcome, true)
        : refused('Not published', outcome.message)
    }
    case 'unpublish': {
      const outcome = await unpublishDocument(db, landingPageCollection, entityId, acting)
      return outcome.ok
        ? done('unpublished', outcome, true)
        : refused('Not unpublished', outcome.message)
    }
    case 'revert': {
      const revision = number(body.form.get('revision'))
      if (revision === null) return refused('Not reverted', 'The form did not say which revision.')
      const outcome = await revertToRevision(db, landingPageCollection, entityId, revision, acting)
      return outcome.ok
        ? done('reverted', outcome, false)
        : refused('Not reverted', outcome.message)
    }
    case 'schedule': {
      const change = readScheduleForm(body.form, editor.discountEndsAt)
      if (!change.ok) return refused('Not scheduled', change.message)
      const outcome = await scheduleChange(db, landingPageCollection, entityId, change, acting)
      return outcome.ok
        ? deskRedirect(await announceOnEditor(pageId, 'scheduled'))
        : refused('Not scheduled', outcome.message)
    }
    case 'cancel-schedule': {
      const scheduleId = number(body.form.get('schedule'))
      const outcome =
        scheduleId === null
          ? ({ ok: false, message: 'The form did not say which change.' } as const)
          : await cancelScheduledChange(db, landingPageCollection, entityId, scheduleId, acting)
      return outcome.ok
        ? deskRedirect(await announceOnEditor(pageId, 'schedule-cancelled'))
        : refused('Not cancelled', outcome.message)
    }
    default:
      return duplicate(db, editor, allowed.staff, acting, back)
  }
}

/** A new draft page with the newest revision's values under the first free '-copy' slug. */
async function duplicate(
  db: Database,
  editor: NonNullable<Awaited<ReturnType<typeof loadPageEditor>>>,
  staff: StaffMember,
  acting: Acting,
  back: { href: string; text: string } | undefined,
): Promise<Response> {
  const slug = typeof editor.values.urlSlug === 'string' ? editor.values.urlSlug : 'page'
  for (const candidate of copySlugCandidates(slug)) {
    const created = await createEntity(
      db,
      landingPageCollection,
      {
        type: editor.type,
        values: { ...editor.values, urlSlug: candidate },
        origin: 'duplicated',
        sourceRevision: editor.revision,
        note: `Duplicated from ${editor.path} (revision ${editor.revision}) by ${staff.name}.`,
      },
      acting,
    )
    if (created.ok) {
      return deskRedirect(await announceOnEditor(Number(created.entityId), 'duplicated'))
    }
    if (!created.errors.urlSlug) {
      return deskMessage(
        409,
        'Not duplicated',
        Object.values(created.errors)[0] ?? 'Please try again.',
        back,
      )
    }
  }
  return deskMessage(
    409,
    'Not duplicated',
    `Every '${slug}-copy' address up to 20 is taken. Rename a copy, then try again.`,
    back,
  )
}
