/** Where the offers editor lives on the desk, and the notices its pages show after an action. */
import { OFFERS_PATH } from '../marketing/desk-routes'
import type { EditablePageKind } from './landing-page-types'

/** Venue pages: read-only on the desk (they follow their venue). */
export const OFFERS_VENUES_PATH = `${OFFERS_PATH}/venues`
export const newPagePath = (kind: EditablePageKind) => `${OFFERS_PATH}/new?kind=${kind}`
export const pageEditorPath = (pageId: number) => `${OFFERS_PATH}/${pageId}`
export const pageHistoryPath = (pageId: number) => `${OFFERS_PATH}/${pageId}/history`
export const pageLifecyclePath = (pageId: number) => `${OFFERS_PATH}/${pageId}/lifecycle`

/** What a lifecycle action did, as the editor announces it once (server flash). */
export const DONE_NOTICES = {
  created: 'Page created as a draft (revision 1). It is not live: publish it when it is ready.',
  saved: 'Draft saved.',
  unchanged: 'Nothing had changed: no new revision.',
  published: 'Published: visitors see this revision now.',
  unpublished: 'Unpublished: the page now answers “not found” and has left the sitemap.',
  reverted: 'Reverted: a new draft revision with the older values. Publish it to take it live.',
  scheduled: 'Change scheduled.',
  'schedule-cancelled': 'Scheduled change cancelled.',
  duplicated: 'Duplicated as a new draft page.',
} as const

export type DoneNotice = keyof typeof DONE_NOTICES

export function isDoneNotice(value: unknown): value is DoneNotice {
  return typeof value === 'string' && Object.hasOwn(DONE_NOTICES, value)
}
