/**
 * POST /marketing/content/{kind}/{id}/lifecycle: the content editor's Publish, Take down,
 * Revert, Schedule and Cancel (publishers and admins). `intent` says which, with the offers
 * editor's fields (server/offers/page-lifecycle-requests.ts). Origin, session and role are
 * checked first (server/desk); a done action leaves a confirmation for the next page (server
 * flash) and answers 303 to the editor, a refused one a short page saying why. Publish and Take
 * down refresh the pages (`refreshPages`): this instance at once, the others when they see the
 * catalogue version the write bumped.
 */
import {
  contentEditorPath,
  contentIdOf,
  isContentKind,
  CONTENT_KINDS,
} from '@/lib/content/content-routes'
import { readScheduleForm } from '@/lib/desk-editing/schedule-form'
import type { Database } from '@/server/db/client'
import { deskMessage, deskRedirect } from '@/server/desk/desk-responses'
import { deskFormPost } from '@/server/desk/desk-form-post'
import { leaveFlash } from '@/server/desk/flash'
import {
  publishRevision,
  revertToRevision,
  unpublishDocument,
  type Acting,
} from '@/server/desk-editing/document-lifecycle'
import { cancelScheduledChange, scheduleChange } from '@/server/desk-editing/scheduled-changes'
import { clientAddress } from '@/server/security/client-address'
import { CONTENT_COLLECTIONS } from './content-collections'

export interface ContentLifecycleContext {
  db: Database
  /** Marks the pages built from the catalogue stale on this instance (Next's revalidateTag). */
  refreshPages(): void
}

const INTENTS = ['publish', 'unpublish', 'revert', 'schedule', 'cancel-schedule'] as const
type Intent = (typeof INTENTS)[number]
const isIntent = (value: string): value is Intent => (INTENTS as readonly string[]).includes(value)

const number = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null)

export async function handleContentLifecycle(
  request: Request,
  rawKind: string,
  rawId: string,
  context: ContentLifecycleContext,
): Promise<Response> {
  const { db } = context
  const id = contentIdOf(rawId)
  const kind = isContentKind(rawKind) ? rawKind : null
  const back =
    kind && id !== null
      ? { href: contentEditorPath(kind, id), text: 'Back to the editor' }
      : undefined
  // Every intent is a publisher's: one door for all of them.
  const guarded = await deskFormPost(request, db, 'publish', back)
  if (!guarded.ok) return guarded.response
  const { form, staff, sessionId } = guarded
  const collection = kind && CONTENT_COLLECTIONS[kind]
  if (!kind || id === null || !collection || !(await collection.snapshot(db, String(id)))) {
    return deskMessage(
      404,
      'Nothing there',
      'That content does not exist, or the desk does not edit it.',
    )
  }
  const intent = form.get('intent') ?? ''
  if (!isIntent(intent)) {
    return deskMessage(400, 'Nothing was done', 'That button is not one of the editor’s.', back)
  }
  const refused = (title: string, message: string) => deskMessage(409, title, message, back)
  const acting: Acting = { staff, clientAddress: clientAddress(request) }
  const entityId = String(id)
  const one = CONTENT_KINDS[kind].one
  const done = async (text: string) => {
    await leaveFlash(db, sessionId, { kind: 'content-changed', text })
    return deskRedirect(contentEditorPath(kind, id))
  }

  switch (intent) {
    case 'publish': {
      const revision = number(form.get('revision'))
      if (revision === null) return refused('Not published', 'The form did not say which revision.')
      const outcome = await publishRevision(db, collection, entityId, revision, acting, {
        requireLatest: true,
      })
      if (!outcome.ok) return refused('Not published', outcome.message)
      context.refreshPages()
      return done(`Published revision ${revision} of this ${one}: the pages show it now.`)
    }
    case 'unpublish': {
      const outcome = await unpublishDocument(db, collection, entityId, acting)
      if (!outcome.ok) return refused('Not taken down', outcome.message)
      context.refreshPages()
      return done(
        `Taken down: the pages no longer show this ${one}. It stays here as a draft; publish it to bring it back.`,
      )
    }
    case 'revert': {
      const revision = number(form.get('revision'))
      if (revision === null) return refused('Not reverted', 'The form did not say which revision.')
      const outcome = await revertToRevision(db, collection, entityId, revision, acting)
      if (!outcome.ok) return refused('Not reverted', outcome.message)
      return done(
        `Reverted: revision ${outcome.revision} is a new draft with the values of revision ${revision}. Publish it to take it live.`,
      )
    }
    case 'schedule': {
      // Content sells nothing: no discount to end, so no preset.
      const change = readScheduleForm(form, null)
      if (!change.ok) return refused('Not scheduled', change.message)
      const outcome = await scheduleChange(db, collection, entityId, change, acting)
      return outcome.ok ? done('Change scheduled.') : refused('Not scheduled', outcome.message)
    }
    case 'cancel-schedule': {
      const scheduleId = number(form.get('schedule'))
      const outcome =
        scheduleId === null
          ? ({ ok: false, message: 'The form did not say which change.' } as const)
          : await cancelScheduledChange(db, collection, entityId, scheduleId, acting)
      return outcome.ok
        ? done('Scheduled change cancelled.')
        : refused('Not cancelled', outcome.message)
    }
  }
}
