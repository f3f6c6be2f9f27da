/**
 * The draft decision on Next's side (pages, the in-process GraphQL client, route handlers):
 * Next's draft mode is on and the preview pass names a live desk session
 * (server/desk/draft-access.ts).
 */
import { draftMode, headers } from 'next/headers'
import { hasLiveDeskSession } from './draft-access'

export async function isDeskPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  return hasLiveDeskSession((await headers()).get('cookie'))
}
