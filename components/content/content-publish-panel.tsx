import { LifecycleButton } from '@/components/desk-editing/lifecycle-button'
import { ScheduledChanges } from '@/components/desk-editing/scheduled-changes'
import { Buttons, Panel, StatusLine } from '@/components/desk-editing/publishing-panel.styles'
import {
  PUBLICATION_STATUS_LABELS,
  type PublicationStatus,
} from '@/lib/desk-editing/publication-status'
import type { ScheduledChange } from '@/server/desk-editing/scheduled-changes'

export interface ContentPublishPanelProps {
  lifecyclePath: string
  /** 'FAQ', 'text', 'testimonial'. */
  one: string
  live: boolean
  status: PublicationStatus
  revision: number
  liveRevision: number | null
  schedules: ScheduledChange[]
  canPublish: boolean
  now: Date
}

/**
 * A content editor's status, Publish and Take down (publishers and admins), and its scheduled
 * changes. Taking down keeps the row as a draft: Publish brings it back.
 */
export function ContentPublishPanel(props: ContentPublishPanelProps) {
  const { lifecyclePath, one, live, status, revision, liveRevision, canPublish } = props
  const publishable = !live || liveRevision !== revision
  return (
    <Panel aria-labelledby="publish-heading">
      <h2 id="publish-heading">Publishing</h2>
      <StatusLine data-status={status}>
        Status: <strong>{PUBLICATION_STATUS_LABELS[status]}</strong>
      </StatusLine>
      <p>
        {live
          ? `Visitors see ${liveRevision === null ? 'what the catalogue holds' : `revision ${liveRevision}`}`
          : `Visitors do not see this ${one}`}
        ; the newest is revision {revision}.
      </p>
      {!canPublish ? (
        <p>A publisher or an admin publishes changes.</p>
      ) : (
        <>
          <Buttons>
            {publishable ? (
              <LifecycleButton action={lifecyclePath} intent="publish" revision={revision}>
                {`Publish revision ${revision}`}
              </LifecycleButton>
            ) : null}
            {live ? (
              <LifecycleButton action={lifecyclePath} intent="unpublish" quiet>
                Take down
              </LifecycleButton>
            ) : null}
          </Buttons>
          {publishable ? null : <p>Nothing to publish: save a change first.</p>}
        </>
      )}
      <ScheduledChanges
        action={lifecyclePath}
        revision={revision}
        schedules={props.schedules}
        canPublish={canPublish}
        now={props.now}
        unpublishLabel="Take down"
      />
    </Panel>
  )
}
