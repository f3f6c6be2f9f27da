/**
 * Who sees what in the catalogue, in one place:
 * - drafts (activities and landing pages) only in preview (Next's draft mode);
 * - public figures (counts, related venues, the sitemap) never count drafts, even in preview;
 * - live streams belong to no city: city pages, city activity types and the sitemap's
 *   /{city}/{type} pages leave them out; streaming offers (slug `move_at_home…`) list them;
 * - the marketing desk (desk-offers.ts) is staff-only and lists drafts with their status.
 */
import { eq, like, type SQL } from 'drizzle-orm'
import { STREAMING_SLUG_PREFIX } from '@/lib/landing/section-order'
import { activities, landingPages } from '@/server/db/schema'

export interface Viewer {
  /** Draft mode: drafts are shown. */
  preview: boolean
}

/** Everyone outside draft mode, and every public figure. */
export const PUBLIC_VIEWER: Viewer = Object.freeze({ preview: false })

/** Whether the viewer may see this row (drafts only in preview). */
export function canSee(viewer: Viewer, row: { isDraft: boolean }): boolean {
  return viewer.preview || !row.isDraft
}

/** SQL condition for the activities the viewer may see; undefined means all of them. */
export function visibleActivities(viewer: Viewer): SQL | undefined {
  return viewer.preview ? undefined : PUBLISHED_ACTIVITY
}

/** SQL condition for the landing pages the viewer may see; undefined means all of them. */
export function visiblePages(viewer: Viewer): SQL | undefined {
  return viewer.preview ? undefined : PUBLISHED_PAGE
}

/** Published activities: what public figures count. */
export const PUBLISHED_ACTIVITY: SQL = eq(activities.isDraft, false)

/** Published landing pages. */
export const PUBLISHED_PAGE: SQL = eq(landingPages.isDraft, false)

/** Activities at a place (not live streams): what a city's pages list. */
export const LOCATED_ACTIVITY: SQL = eq(activities.isStreaming, false)

/** Landing pages of a streaming offer ('move_at_home_live', …). */
export const STREAMING_OFFER_PAGE: SQL = like(landingPages.urlSlug, `${STREAMING_SLUG_PREFIX}%`)
