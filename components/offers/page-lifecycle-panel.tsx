import { DeskTime } from '@/components/marketing/desk-time'
import {
  PUBLICATION_STATUS_LABELS,
  type PublicationStatus,
} from '@/lib/desk-editing/publication-status'
import { DISCOUNT_END_PRESET } from '@/lib/desk-editing/schedule-form'
import { PREVIEW_PATH } from '@/lib/marketing/desk-routes'
import { pageLifecyclePath } from '@/lib/offers/offer-routes'
import { londonInputValue } from '@/lib/time/london-date-time'
import type { ScheduledChange } from '@/server/desk-editing/scheduled-changes'
import { DeskButton } from '@/components/marketing/desk.styles'
import { Buttons, Panel, Schedules, StatusLine } from './offers.styles'

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

const STATUS_WORDS: Record<ScheduledChange['status'], string> = {
  pending: 'Pending',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
}

function LifecycleButton({
  pageId,
  intent,
  revision,
  children,
  quiet = false,
}: {
  pageId: number
  intent: string
  revision?: number
  children: string
  quiet?: boolean
}) {
  return (
    <form method="post" action={pageLifecyclePath(pageId)}>
      <input type="hidden" name="intent" value={intent} />
      {revision !== undefined ? <input type="hidden" name="revision" value={revision} /> : null}
      <DeskButton type="submit" data-variant={quiet ? 'quiet' : undefined}>
        {children}
      </DeskButton>
    </form>
  )
}

/**
 * Beside the editor's form: the page's status, Preview, Publish, Unpublish and Duplicate, and
 * scheduled changes (a time in London, or when the offer's discount ends). Plain forms.
 */
export function PageLifecyclePanel(props: PageLifecyclePanelProps) {
  const { pageId, path, draftPath, live, status, revision, liveRevision, canPublish } = props
  const pending = props.schedules.filter((change) => change.status === 'pending')
  const past = props.schedules.filter((change) => change.status !== 'pending').slice(0, 5)
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
          <LifecycleButton pageId={pageId} intent="publish" revision={revision}>
            {`Publish revision ${revision}`}
          </LifecycleButton>
        ) : null}
        {canPublish && live ? (
          <LifecycleButton pageId={pageId} intent="unpublish" quiet>
            Unpublish
          </LifecycleButton>
        ) : null}
        <LifecycleButton pageId={pageId} intent="duplicate" quiet>
          Duplicate as a new draft
        </LifecycleButton>
      </Buttons>

      {canPublish ? (
        <form method="post" action={pageLifecyclePath(pageId)} aria-labelledby="schedule-heading">
          <h3 id="schedule-heading">Schedule a change</h3>
          <input type="hidden" name="intent" value="schedule" />
          <input type="hidden" name="revision" value={revision} />
          <label htmlFor="schedule-change">Change</label>
          <select id="schedule-change" name="change" defaultValue="publish">
            <option value="publish">Publish revision {revision}</option>
            <option value="unpublish">Unpublish</option>
          </select>
          <label htmlFor="schedule-at">Date and time (London)</label>
          <input
            id="schedule-at"
            type="datetime-local"
            name="at"
            min={londonInputValue(props.now)}
            aria-describedby="schedule-at-hint"
          />
          <p id="schedule-at-hint">A campaign starting at midnight: the day, at 00:00.</p>
          <Buttons>
            <DeskButton type="submit">Schedule</DeskButton>
            {props.discountEndsAt ? (
              <DeskButton
                data-variant="quiet"
                type="submit"
                name="preset"
                value={DISCOUNT_END_PRESET}
              >
                Unpublish when the discount ends
              </DeskButton>
            ) : null}
          </Buttons>
          {props.discountEndsAt ? (
            <p>
              The discount of this offer’s package ends <DeskTime value={props.discountEndsAt} />.
            </p>
          ) : null}
        </form>
      ) : null}

      {pending.length + past.length > 0 ? (
        <Schedules>
          <caption>Scheduled changes</caption>
          <thead>
            <tr>
              <th scope="col">Change</th>
              <th scope="col">When (London)</th>
              <th scope="col">Status</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {[...pending, ...past].map((change) => (
              <tr key={change.id}>
                <td>
                  {change.action === 'publish'
                    ? `Publish revision ${change.revision}`
                    : 'Unpublish'}
                </td>
                <td>
                  <DeskTime value={change.runAt} />
                </td>
                <td>
                  {STATUS_WORDS[change.status]}
                  {change.outcome ? `: ${change.outcome}` : ''}
                  {change.status === 'pending' && canPublish ? (
                    <form method="post" action={pageLifecyclePath(pageId)}>
                      <input type="hidden" name="intent" value="cancel-schedule" />
                      <input type="hidden" name="schedule" value={change.id} />
                      <DeskButton
                        data-variant="quiet"
                        type="submit"
                        aria-label={`Cancel the change due ${change.runAt.toISOString()}`}
                      >
                        Cancel
                      </DeskButton>
                    </form>
                  ) : null}
                </td>
                <td>{change.createdByEmail}</td>
              </tr>
            ))}
          </tbody>
        </Schedules>
      ) : null}
    </Panel>
  )
}
