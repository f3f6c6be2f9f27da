import type { AuditEntry } from '@/server/desk/audit-log'
import { DeskTable, Muted, TableRegion } from './desk.styles'
import { DeskTime } from './desk-time'

function detailsText(details: Record<string, unknown> | undefined): string {
  const entries = Object.entries(details ?? {})
  return entries
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
}

/** An entry's own desk page (`details.link`, e.g. an experiment's results), when it names one. */
function deskLinkOf(details: Record<string, unknown> | undefined): string | null {
  const link = details?.link
  return typeof link === 'string' && /^\/marketing\/[^\s]*$/.test(link) ? link : null
}

function Subject({ text, link }: { text: string; link: string | null }) {
  return link ? <a href={link}>{text}</a> : text
}

/** Audit entries, newest first: when, who, what, to what, details, from where. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p>No entries match.</p>
  return (
    <TableRegion role="region" aria-label="Audit entries" tabIndex={0}>
      <DeskTable>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Subject</th>
            <th scope="col">Details</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <DeskTime value={entry.at} />
              </td>
              <td>{entry.actor?.email ?? <Muted>the system</Muted>}</td>
              <th scope="row">
                <code>{entry.action}</code>
              </th>
              <td>
                <Subject text={entry.subject} link={deskLinkOf(entry.details)} />
              </td>
              <td>{detailsText(entry.details) || <Muted>—</Muted>}</td>
              <td>{entry.clientAddress ?? <Muted>—</Muted>}</td>
            </tr>
          ))}
        </tbody>
      </DeskTable>
    </TableRegion>
  )
}
