import { DeskButton } from '@/components/marketing/desk.styles'
import { DeskTime } from '@/components/marketing/desk-time'
import {
  fieldNamed,
  type ChoiceSources,
  type DocumentType,
} from '@/lib/desk-editing/document-type'
import { displayValue } from '@/lib/desk-editing/revision-diff'
import type { HistoryEntry, Revision } from '@/server/desk-editing/revision-store'
import { Changes, Entries, Entry, EntryHead, LiveBadge } from './revision-history.styles'

const ORIGIN_WORDS: Record<Revision['origin'], string> = {
  created: 'Created',
  imported: 'The page as it was when the desk first edited it',
  saved: 'Saved',
  reverted: 'Reverted',
  duplicated: 'Duplicated',
}

function eventWords(entry: Extract<HistoryEntry, { kind: 'event' }>): string {
  const revision = entry.revision === null ? '' : ` revision ${entry.revision}`
  switch (entry.action) {
    case 'publish':
      return `Published${revision}`
    case 'unpublish':
      return 'Unpublished'
    case 'schedule':
      return entry.note === 'unpublish'
        ? 'Scheduled an unpublish'
        : `Scheduled a publish of${revision}`
    case 'schedule-cancel':
      return `Cancelled the scheduled ${entry.note ?? 'change'}`
    case 'scheduled-publish':
      return `Published${revision}, as scheduled`
    case 'scheduled-unpublish':
      return 'Unpublished, as scheduled'
    case 'scheduled-failed':
      return `A scheduled change could not run: ${entry.note ?? 'unknown reason'}`
  }
}

function who(email: string | null, name?: string): string {
  if (email === null || email === 'system') return 'the desk’s scheduler'
  return name && name !== email ? `${name} (${email})` : email
}

export interface RevisionHistoryProps {
  type: DocumentType
  sources: ChoiceSources
  entries: HistoryEntry[]
  liveRevision: number | null
  latestRevision: number
  /** Where Revert posts (a lifecycle route taking intent=revert&revision=N); null hides it. */
  revertAction: string | null
}

/**
 * A document's history, newest first: each revision with who saved it, when, and what changed
 * field by field (with Revert to this version), and the publishes, unpublishes and schedules.
 */
export function RevisionHistory({
  type,
  sources,
  entries,
  liveRevision,
  latestRevision,
  revertAction,
}: RevisionHistoryProps) {
  if (entries.length === 0) return <p>No changes made on the desk yet.</p>
  return (
    <Entries>
      {entries.map((entry) =>
        entry.kind === 'event' ? (
          <Entry
            key={`event-${entry.at.getTime()}-${entry.action}-${entry.revision}`}
            data-kind="event"
          >
            <EntryHead>
              <strong>{eventWords(entry)}</strong>
              {entry.runAt &&
              entry.action !== 'scheduled-publish' &&
              entry.action !== 'scheduled-unpublish' ? (
                <span>
                  {' '}
                  for <DeskTime value={entry.runAt} /> (London)
                </span>
              ) : null}
              <span>
                {' '}
                by {who(entry.actorEmail)}, <DeskTime value={entry.at} />
              </span>
            </EntryHead>
          </Entry>
        ) : (
          <Entry
            key={`revision-${entry.number}`}
            data-kind="revision"
            id={`revision-${entry.number}`}
          >
            <EntryHead>
              <h3>Revision {entry.number}</h3>
              {entry.number === liveRevision ? <LiveBadge>Live</LiveBadge> : null}
              <span>
                {ORIGIN_WORDS[entry.origin]}
                {entry.origin === 'reverted' && entry.sourceRevision !== null
                  ? ` to revision ${entry.sourceRevision}`
                  : ''}{' '}
                by {who(entry.author.email, entry.author.name)},{' '}
                <DeskTime value={entry.createdAt} />
              </span>
            </EntryHead>
            {entry.note ? <p>{entry.note}</p> : null}
            {entry.changes.length > 0 ? (
              <Changes>
                <caption>
                  {entry.number === 1 ? 'Fields set' : `Changed from revision ${entry.number - 1}`}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Before</th>
                    <th scope="col">After</th>
                  </tr>
                </thead>
                <tbody>
                  {entry.changes.map((change) => {
                    const field = fieldNamed(type, change.field)
                    return (
                      <tr key={change.field}>
                        <th scope="row">{field?.label ?? change.field}</th>
                        <td>
                          {field
                            ? displayValue(field, change.before, sources)
                            : String(change.before)}
                        </td>
                        <td>
                          {field
                            ? displayValue(field, change.after, sources)
                            : String(change.after)}
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </Changes>
            ) : entry.number > 1 ? (
              <p>No field changed.</p>
            ) : null}
            {revertAction && entry.number !== latestRevision ? (
              <form method="post" action={revertAction}>
                <input type="hidden" name="intent" value="revert" />
                <input type="hidden" name="revision" value={entry.number} />
                <DeskButton
                  type="submit"
                  data-variant="quiet"
                  aria-label={`Revert to this version: revision ${entry.number}`}
                >
                  Revert to this version
                </DeskButton>
              </form>
            ) : null}
          </Entry>
        ),
      )}
    </Entries>
  )
}
