/**
 * Every desk collection this app has, by name: what the schedule runner applies changes to. A
 * new collection (texts, FAQs, testimonials, experiments) registers here.
 */
import { landingPageCollection } from '@/server/offers/landing-page-collection'
import { CONTENT_COLLECTIONS } from '@/server/content/content-collections'
import type { DeskCollections } from '@/server/desk-editing/desk-collection'

export const DESK_COLLECTIONS: DeskCollections = new Map([
  [landingPageCollection.name, landingPageCollection],
  ...Object.values(CONTENT_COLLECTIONS).map((collection) => [collection.name, collection] as const),
])
