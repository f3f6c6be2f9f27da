/**
 * After an editor action: the editor's address, with what was done held for its next render as
 * a server flash (server/desk/flash.ts), so an address that says `?done=published` shows nothing.
 */
import { pageEditorPath, type DoneNotice } from '@/lib/offers/offer-routes'
import { leavePageFlash } from '@/server/desk/flash'

export async function announceOnEditor(
  pageId: number,
  done: DoneNotice,
  revision: number | null = null,
): Promise<string> {
  await leavePageFlash({ kind: 'offer-done', pageId, done, revision })
  return pageEditorPath(pageId)
}
