/**
 * POST /marketing/content/{kind}/{id}/lifecycle: the content editor's Publish and Revert
 * (publishers and admins). Origin, session and role are checked first (server/desk); a done
 * action leaves a confirmation for the next page (server flash) and answers 303 to the editor,
 * a refused one a short page saying why. A publish refreshes the pages (`refreshPages`): this
 * instance at once, the others when they see the catalogue version the write bumped.
 */
import {
  contentEditorPath,
  contentIdOf,
  isContentKind,
  CONTENT_KINDS,
} from '@/lib/content/content-routes'
import type { Database } from '@/server/db/client'
import { deskMessage, deskRedirect } from '@/server/desk/desk-responses'
import { deskFormPost } from '@/server/desk/desk-form-post'
import { leaveFlash } from '@/server/desk/flash'
import {
  publishRevision,
  revertToRevision,
  type Acting,
} from '@/server/desk-editing/document-lifecycle'
import { clientAddress } from '@/server/security/client-address'
import { CONTENT_COLLECTIONS } from './content-collections'

export interface ContentLifecycleContext {
  db: Database
  /** Marks the pages built from the catalogue stale on this instance (Next's revalidateTag). */
  refreshPages(): void
}

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
  const revision = number(form.get('revision'))
  const refused = (title: string, message: string) => deskMessage(409, title, message, back)
  if (intent !== 'publish' && intent !== 'revert') {
    return deskMessage(400, 'Nothing was done', 'That button is not one of the editor’s.', back)
  }
  if (revision === null) return refused('Nothing was done', 'The form did not say which revision.')
  const acting: Acting = { staff, clientAddress: clientAddress(request) }
  const one = CONTENT_KINDS[kind].one
  if (intent === 'publish') {
    const outcome = await publishRevision(db, collection, String(id), revision, acting, {
      requireLatest: true,
    })
    if (!outcome.ok) return refused('Not published', outcome.message)
    context.refreshPages()
    await leaveFlash(db, sessionId, {
      kind: 'content-changed',
      text: `Published revision ${revision} of this ${one}: the pages show it now.`,
    })
    return deskRedirect(contentEditorPath(kind, id))
  }
  const outcome = await revertToRevision(db, collection, String(id), revision, acting)
  if (!outcome.ok) return refused('Not reverted', outcome.message)
  await leaveFlash(db, sessionId, {
    kind: 'content-changed',
    text: `Reverted: revision ${outcome.revision} is a new draft with the values of revision ${revision}. Publish it to take it live.`,
  })
  return deskRedirect(contentEditorPath(kind, id))
}
