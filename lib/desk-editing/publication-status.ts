/**
 * A desk document's status as staff read it, from whether it is live and which revision is: the
 * one place the desk's lists and editors get the word from.
 */
export type PublicationStatus = 'draft' | 'live' | 'changed' | 'unpublished'

export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = {
  draft: 'Draft',
  live: 'Live',
  changed: 'Live, with unpublished changes',
  unpublished: 'Unpublished',
}

export interface PublicationFacts {
  /** Visitors see it now. */
  live: boolean
  /** The newest revision (the working draft); null when the desk has not edited it. */
  latestRevision: number | null
  /** The revision visitors see; null when not live or never published from the desk. */
  liveRevision: number | null
  /** It was live at some point (published from the desk, or live before the desk knew it). */
  everPublished: boolean
}

/**
 * @example publicationStatus({ live: true, latestRevision: 4, liveRevision: 3, everPublished: true }) // 'changed'
 */
export function publicationStatus(facts: PublicationFacts): PublicationStatus {
  if (facts.live) {
    return facts.latestRevision !== null &&
      facts.liveRevision !== null &&
      facts.latestRevision !== facts.liveRevision
      ? 'changed'
      : 'live'
  }
  return facts.everPublished ? 'unpublished' : 'draft'
}
