/**
 * A content row's status on the desk, from the real facts: whether the row is live (not a
 * draft) and its document's revisions. A row the desk never edited came from the seed, so it
 * counts as published when it is live. The list and the editor both read it here.
 */
import { publicationStatus, type PublicationStatus } from '@/lib/desk-editing/publication-status'
import type { DocumentHead } from '@/server/desk-editing/revision-store'

type Head = Pick<DocumentHead, 'latestRevision' | 'liveRevision' | 'everPublished'>

export function contentStatus(live: boolean, head: Head | null | undefined): PublicationStatus {
  return publicationStatus({
    live,
    latestRevision: head?.latestRevision ?? null,
    liveRevision: head?.liveRevision ?? null,
    everPublished: head?.everPublished ?? live,
  })
}
