import type { ReactNode } from 'react'
import { DeskButton } from '@/components/marketing/desk.styles'
import { DeskTime } from '@/components/marketing/desk-time'
import { londonInputValue } from '@/lib/time/london-date-time'
import type { ScheduledChange } from '@/server/desk-editing/scheduled-changes'
import { Buttons, Schedules } from './publishing-panel.styles'

export interface ScheduledChangesProps {
  /** The editor's lifecycle address: where Schedule and Cancel post. */
  action: string
  /** The revision a scheduled publish makes live: the newest, which the form shows. */
  revision: number
  schedules: ScheduledChange[]
  canPublish: boolean
  now: Date
  /** What the editor calls an unpublish: 'Unpublish' for a page, 'Take down' for content. */
  unpublishLabel: string
  /** Submit buttons beside Schedule (the offers editor's discount preset). */
  presets?: ReactNode
  /** A line under the buttons, about the presets. */
  presetsNote?: ReactNode
}

const STATUS_WORDS: Record<ScheduledChange['status'], string> = {
  pending: 'Pending',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
}

/** Past changes shown under the pending ones; the history has the rest. */
const PAST_SHOWN = 5

/**
 * A desk document's Schedule form (publishers and admins: publish the newest revision or
 * unpublish, at a time in London) and its scheduled changes, pending first, each pending one
 * with Cancel. Plain forms, posted with `intent` schedule and cancel-schedule.
 */
export function ScheduledChanges(props: ScheduledChangesProps) {
  const { action, revision, canPublish, unpublishLabel } = props
  const pending = props.schedules.filter((change) => change.status === 'pending')
  const past = props.schedules.filter((change) => change.status !== 'pending').slice(0, PAST_SHOWN)
  return (
    <>
      {canPublish ? (
        <form method="post" action={action} aria-labelledby="schedule-heading">
          <h3 id="schedule-heading">Schedule a change</h3>
          <input type="hidden" name="intent" value="schedule" />
          <input type="hidden" name="revision" value={revision} />
          <label htmlFor="schedule-change">Change</label>
          <select id="schedule-change" name="change" defaultValue="publish">
            <option value="publish">Publish revision {revision}</option>
            <option value="unpublish">{unpublishLabel}</option>
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
            {props.presets}
          </Buttons>
          {props.presetsNote}
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
                    : unpublishLabel}
                </td>
                <td>
                  <DeskTime value={change.runAt} />
                </td>
                <td>
                  {STATUS_WORDS[change.status]}
                  {change.outcome ? `: ${change.outcome}` : ''}
                  {change.status === 'pending' && canPublish ? (
                    <form method="post" action={action}>
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
    </>
  )
}
