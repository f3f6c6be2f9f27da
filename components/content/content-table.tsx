import { DeskTable, Muted, TableRegion } from '@/components/marketing/desk.styles'
import { CONTENT_KINDS, contentEditorPath, type ContentKind } from '@/lib/content/content-routes'
import { PUBLICATION_STATUS_LABELS } from '@/lib/desk-editing/publication-status'
import type { ContentListRow } from '@/server/content/content-list'

const COLUMNS: Record<ContentKind, { title: string; audience: string; detail: string }> = {
  texts: { title: 'Key', audience: 'Who sees it', detail: 'Kind' },
  faqs: { title: 'Question', audience: 'Where it shows', detail: 'Order' },
  testimonials: { title: 'Name', audience: 'From a', detail: 'Order' },
}

/** One kind of content: each row with who it is for, its status, and a link to its editor. */
export function ContentTable({ kind, rows }: { kind: ContentKind; rows: ContentListRow[] }) {
  const { heading, one } = CONTENT_KINDS[kind]
  const columns = COLUMNS[kind]
  if (rows.length === 0) return <p>No {heading.toLowerCase()} yet.</p>
  return (
    <TableRegion role="region" aria-label={heading} tabIndex={0}>
      <DeskTable>
        <thead>
          <tr>
            <th scope="col">{columns.title}</th>
            <th scope="col">{columns.audience}</th>
            <th scope="col">{columns.detail}</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <a
                  href={contentEditorPath(kind, row.id)}
                  aria-label={`Edit ${one} #${row.id}: ${row.title}`}
                >
                  {kind === 'texts' ? <code>{row.title}</code> : row.title}
                </a>{' '}
                <Muted>#{row.id}</Muted>
              </th>
              <td>{row.audience}</td>
              <td>{row.detail}</td>
              <td>{PUBLICATION_STATUS_LABELS[row.status]}</td>
            </tr>
          ))}
        </tbody>
      </DeskTable>
    </TableRegion>
  )
}
