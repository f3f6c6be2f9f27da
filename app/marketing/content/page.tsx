import type { Metadata } from 'next'
import { ContentTable } from '@/components/content/content-table'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { NewPageLinks } from '@/components/offers/offers.styles'
import { CONTENT_KINDS, newContentPath, type ContentKind } from '@/lib/content/content-routes'
import { can } from '@/lib/desk/permissions'
import { CONTENT_PATH } from '@/lib/marketing/desk-routes'
import { listContent } from '@/server/content/content-list'
import { getDatabase } from '@/server/db'
import { requireStaffPage } from '@/server/desk/staff-access'

export const metadata: Metadata = { title: 'Content' }

const KINDS = Object.keys(CONTENT_KINDS) as ContentKind[]

/** Every text, FAQ and testimonial, drafts included, each a link to its editor; New links. */
export default async function ContentPage() {
  const staff = await requireStaffPage('desk.read', CONTENT_PATH)
  const { db } = await getDatabase()
  const lists = await listContent(db)
  const canEdit = can(staff.role, 'draft.edit')
  return (
    <DeskFrame current={CONTENT_PATH} staff={staff}>
      <h1>Content</h1>
      <p>
        The words on the pages. Every change is a draft with its history until a publisher publishes
        it; the pages show it within seconds.
      </p>
      <nav aria-label="Kinds of content">
        <ul>
          {KINDS.map((kind) => (
            <li key={kind}>
              <a href={`#${kind}`}>
                {CONTENT_KINDS[kind].heading} ({lists[kind].length})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {KINDS.map((kind) => (
        // Not a landmark of its own: the table's scrolling region is the one named after it.
        <section key={kind}>
          <h2 id={kind}>{CONTENT_KINDS[kind].heading}</h2>
          {!canEdit ? null : kind === 'texts' ? (
            // The pages ask for the keys the code names: a new text is another audience's version.
            <p>
              To add a text for another audience, open a text of its key and choose “Add a version
              for another audience”.
            </p>
          ) : (
            <NewPageLinks>
              <a href={newContentPath(kind)}>New {CONTENT_KINDS[kind].one}</a>
            </NewPageLinks>
          )}
          <ContentTable kind={kind} rows={lists[kind]} />
        </section>
      ))}
    </DeskFrame>
  )
}
