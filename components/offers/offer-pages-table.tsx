import { DeskButton, DeskTable, Muted, TableRegion } from '@/components/marketing/desk.styles'
import { DeskTime } from '@/components/marketing/desk-time'
import { PUBLICATION_STATUS_LABELS } from '@/lib/desk-editing/publication-status'
import { OFFERS_PATH, PREVIEW_PATH } from '@/lib/marketing/desk-routes'
import { pageEditorPath, pageLifecyclePath } from '@/lib/offers/offer-routes'
import type { OfferListRow } from '@/server/offers/offer-list'
import { RowActions } from './offer-pages-table.styles'

/** Product and partner pages: each with its status, next scheduled change and what staff can do. */
export function OfferPagesTable({ rows }: { rows: OfferListRow[] }) {
  if (rows.length === 0) return <p>No pages match.</p>
  return (
    <TableRegion role="region" aria-label="Product and partner pages" tabIndex={0}>
      <DeskTable>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Kind</th>
            <th scope="col">Variant</th>
            <th scope="col">Partner</th>
            <th scope="col">City</th>
            <th scope="col">Status</th>
            <th scope="col">Last change</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((page) => (
            <tr key={page.id}>
              <th scope="row">
                <a href={pageEditorPath(page.id)} aria-label={`Edit ${page.path}`}>
                  <code>{page.path}</code>
                </a>
              </th>
              <td>{page.kind}</td>
              <td>
                {page.pageVariant ?? <Muted>—</Muted>}
                {page.variantRef ? <Muted> (ref {page.variantRef})</Muted> : null}
              </td>
              <td>{page.partner ?? <Muted>—</Muted>}</td>
              <td>{page.city ?? <Muted>Any</Muted>}</td>
              <td>
                {page.status === 'live' ? (
                  PUBLICATION_STATUS_LABELS.live
                ) : (
                  <strong>{PUBLICATION_STATUS_LABELS[page.status]}</strong>
                )}
                {page.nextChange ? (
                  <>
                    <br />
                    <Muted>
                      {page.nextChange.action === 'publish' ? 'Publishes' : 'Unpublishes'}{' '}
                      <DeskTime value={page.nextChange.runAt} />
                    </Muted>
                  </>
                ) : null}
              </td>
              <td>
                <DeskTime value={page.updatedAt} />
              </td>
              <td>
                <RowActions>
                  <a href={pageEditorPath(page.id)}>Edit</a>
                  {page.status === 'live' ? (
                    <a href={page.path}>Open</a>
                  ) : (
                    <form method="post" action={PREVIEW_PATH}>
                      <input type="hidden" name="path" value={page.path} />
                      <DeskButton
                        type="submit"
                        data-variant="quiet"
                        aria-label={`Preview ${page.path}`}
                      >
                        Preview
                      </DeskButton>
                    </form>
                  )}
                  <form method="post" action={pageLifecyclePath(page.id)}>
                    <input type="hidden" name="intent" value="duplicate" />
                    <DeskButton
                      type="submit"
                      data-variant="quiet"
                      aria-label={`Duplicate ${page.path}`}
                    >
                      Duplicate
                    </DeskButton>
                  </form>
                  <a
                    href={`${OFFERS_PATH}?${new URLSearchParams({ path: page.basePath })}#campaign-link`}
                    aria-label={`Campaign link for ${page.path}`}
                  >
                    Campaign link
                  </a>
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </DeskTable>
    </TableRegion>
  )
}
