import type { Metadata } from 'next'
import { DocumentForm } from '@/components/desk-editing/document-form'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { formInputOf } from '@/lib/desk-editing/read-document-form'
import { OFFERS_PATH } from '@/lib/marketing/desk-routes'
import { documentTypeOfKind, isEditablePageKind } from '@/lib/offers/landing-page-types'
import { newPagePath } from '@/lib/offers/offer-routes'
import { getDatabase } from '@/server/db'
import { requireStaffPage } from '@/server/desk/staff-access'
import { newPageValues } from '@/server/offers/new-page-values'
import { offerChoiceSources } from '@/server/offers/offer-choices'
import { createPageAction } from '../actions'

export const metadata: Metadata = { title: 'New page' }

type SearchParams = Record<string, string | string[] | undefined>

/** New page: an offer (product) page or a partner page, saved as a draft that is not live. */
export default async function NewPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const requested = (await searchParams).kind
  const kind = isEditablePageKind(requested) ? requested : 'offer'
  const staff = await requireStaffPage('draft.edit', newPagePath(kind))
  const { db } = await getDatabase()
  const type = documentTypeOfKind(kind)
  const [values, sources] = await Promise.all([newPageValues(db, kind), offerChoiceSources(db)])
  return (
    <DeskFrame current={OFFERS_PATH} staff={staff}>
      <p>
        <a href={OFFERS_PATH}>All offers</a>
      </p>
      <h1>New {type.label.toLowerCase()}</h1>
      <p>Saved as a draft: visitors see nothing until it is published.</p>
      <DocumentForm
        type={type}
        sources={sources}
        action={createPageAction.bind(null, kind)}
        initialState={{
          input: formInputOf(type, values),
          errors: {},
          baseRevision: 0,
          formError: null,
          conflict: null,
        }}
        permalink={newPagePath(kind)}
        submitLabel="Save draft"
      />
    </DeskFrame>
  )
}
