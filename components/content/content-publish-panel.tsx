import { DeskButton } from '@/components/marketing/desk.styles'
import { Panel, StatusLine } from '@/components/desk-editing/publishing-panel.styles'
import {
  PUBLICATION_STATUS_LABELS,
  type PublicationStatus,
} from '@/lib/desk-editing/publication-status'

/** A content editor's status and its Publish button (publishers and admins). */
export function ContentPublishPanel({
  lifecyclePath,
  status,
  revision,
  liveRevision,
  canPublish,
}: {
  lifecyclePath: string
  status: PublicationStatus
  revision: number
  liveRevision: number | null
  canPublish: boolean
}) {
  const pending = status === 'changed'
  return (
    <Panel aria-labelledby="publish-heading">
      <h2 id="publish-heading">Publishing</h2>
      <StatusLine data-status={status}>
        Status: <strong>{PUBLICATION_STATUS_LABELS[status]}</strong>
      </StatusLine>
      <p>
        Visitors see{' '}
        {liveRevision === null ? 'what the catalogue holds' : `revision ${liveRevision}`}; the
        newest is revision {revision}.
      </p>
      {!canPublish ? (
        <p>A publisher or an admin publishes changes.</p>
      ) : pending ? (
        <form method="post" action={lifecyclePath}>
          <input type="hidden" name="intent" value="publish" />
          <input type="hidden" name="revision" value={revision} />
          <DeskButton type="submit">Publish revision {revision}</DeskButton>
        </form>
      ) : (
        <p>Nothing to publish: save a change first.</p>
      )}
    </Panel>
  )
}
