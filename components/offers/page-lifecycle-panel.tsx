import { DeskTime } from '@/components/marketing/desk-time'
import {
  PUBLICATION_STATUS_LABELS,
  type PublicationStatus,
} from '@/lib/desk-editing/publication-status'
import { DISCOUNT_END_PRESET } from '@/lib/desk-editing/schedule-form'
import { PREVIEW_PATH } from '@/lib/marketing/desk-routes'
import { pageLifecyclePath } from '@/lib/offers/offer-routes'
import type { ScheduledChange } from '@/server/desk-editing/scheduled-changes'
import { DeskButton } from '@/components/marketing/desk.styles'
import { LifecycleButton } from '@/components/desk-editing/lifecycle-button'
import { ScheduledChanges } from '@/components/desk-editing/scheduled-changes'
import { Buttons, Panel, StatusLine } from '@/components/desk-editing/publishing-panel.styles'

export interface PageLifecyclePanelProps {
  pageId: number
  /** Where the page lives now (with its ?ref=). */
  path: string
  /** Where it will live once the newest revision is published. */
  draftPath: string
  live: boolean
  status: PublicationStatus
  revision: number
  liveRevision: number | null
  schedules: ScheduledChange[]
  discountEndsAt: Date | null
  canPublish: boolean
  now: Date
}

/**
 * Beside the editor's form: the page's status, Preview, Publish, Unpublish and Duplicate, and
 * scheduled changes (a time in London, or when the offer's discount ends). Plain forms.
 */
export function PageLifecyclePanel(props: PageLifecyclePanelProps) {
  const { pageId, path, draftPath, live, status, revision, liveRevision, canPublish } = props
  const action = pageLifecyclePath(pageId)
  return (
    <Panel aria-labelledby="lifecycle-heading">
      <h2 id="lifecycle-heading">Status and publishing</h2>
      <StatusLine data-status={status}>
        <strong>{PUBLICATION_STATUS_LABELS[status]}</strong>
        {live && liveRevision !== null ? ` (revision ${liveRevision} is live)` : ''}. The form shows
        revision {revision}.
      </StatusLine>
      <p>
        {live ? (
          <a href={path}>Open the live page ({path})</a>
        ) : (
          <>
            Address: <code>{path}</code> (not live)
          </>
        )}
        {draftPath !== path.split('?')[0] ? (
          <>
            . Once published, it moves to <code>{draftPath}</code>.
          </>
        ) : null}
      </p>
      <Buttons>
        <form method="post" action={PREVIEW_PATH}>
          <input type="hidden" name="path" value={path} />
          <DeskButton data-variant="quiet" type="submit">
            Preview revision {revision}
          </DeskButton>
        </form>
        {canPublish && (!live || liveRevision !== revision) ? (
          <LifecycleButton action={action} intent="publish" revision={revision}>
            {`Publish revision ${revision}`}
          </LifecycleButton>
        ) : null}
        {canPublish && live ? (
          <LifecycleButton action={action} intent="unpublish" quiet>
            Unpublish
          </LifecycleButton>
        ) : null}
        <LifecycleButton action={action} intent="duplicate" quiet>
          Duplicate as a new draft
        </LifecycleButton>
      </Buttons>

      <ScheduledChanges
        action={action}
        revision={revision}
        schedules={props.schedules}
        canPublish={canPublish}
        now={props.now}
        unpublishLabel="Unpublish"
        presets={
          props.discountEndsAt ? (
            <DeskButton
              data-variant="quiet"
              type="submit"
              name="preset"
              value={DISCOUNT_END_PRESET}
            >
              Unpublish when the discount ends
            </DeskButton>
          ) : null
        }
        presetsNote={
          props.discountEndsAt ? (
            <p>
              The discount of this offer’s package ends <DeskTime value={props.discountEndsAt} />.
            </p>
          ) : null
        }
      />
    </Panel>
  )
}
