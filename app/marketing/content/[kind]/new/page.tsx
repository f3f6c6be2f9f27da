import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DocumentForm } from '@/components/desk-editing/document-form'
import { DeskFrame } from '@/components/marketing/desk-frame'
import {
  CONTENT_KINDS,
  contentEditorPath,
  contentIdOf,
  isContentKind,
  newContentPath,
} from '@/lib/content/content-routes'
import { formInputOf } from '@/lib/desk-editing/read-document-form'
import { CONTENT_PATH } from '@/lib/marketing/desk-routes'
import { contentReadContext } from '@/server/content/content-choices'
import { newContent } from '@/server/content/new-content'
import { getDatabase } from '@/server/db'
import { requireStaffPage } from '@/server/desk/staff-access'
import { createContentAction } from '../../actions'

export const metadata: Metadata = { title: 'New content' }

type Params = Promise<{ kind: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * A new FAQ or testimonial, or a version of a text for another audience (`?from=` the text):
 * saved as a draft row that visitors see once it is published.
 */
export default async function NewContent({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const [{ kind }, query] = await Promise.all([params, searchParams])
  if (!isContentKind(kind)) notFound()
  const from = typeof query.from === 'string' ? contentIdOf(query.from) : null
  const staff = await requireStaffPage('draft.edit', newContentPath(kind, from))
  const { db } = await getDatabase()
  const [start, context] = await Promise.all([newContent(db, kind, from), contentReadContext(db)])
  // A text is only ever a version of one the pages already ask for: no source, nothing to add.
  if (!start) notFound()
  const { one } = CONTENT_KINDS[kind]
  return (
    <DeskFrame current={CONTENT_PATH} staff={staff}>
      <p>
        <a href={`${CONTENT_PATH}#${kind}`}>All content</a>
      </p>
      {start.key !== null && start.from !== null ? (
        <>
          <h1>
            New version of <code>{start.key}</code>
          </h1>
          <p>
            It starts as <a href={contentEditorPath(kind, start.from)}>text #{start.from}</a> says
            it. Choose who sees this version under “Who sees it”: the pages pick the most specific
            text of the key for each visitor.
          </p>
        </>
      ) : (
        <h1>New {one}</h1>
      )}
      <p>Saved as a draft: visitors see nothing until a publisher publishes it.</p>
      <DocumentForm
        type={start.type}
        sources={context.sources}
        action={createContentAction.bind(null, kind, start.from)}
        initialState={{
          input: formInputOf(start.type, start.values),
          errors: {},
          baseRevision: 0,
          formError: null,
          conflict: null,
        }}
        permalink={newContentPath(kind, start.from)}
        submitLabel="Save draft"
      />
    </DeskFrame>
  )
}
