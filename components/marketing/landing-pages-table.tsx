import { OFFERS_PATH, PREVIEW_PATH } from '@/lib/marketing/desk-routes'
import type { DeskLandingPage } from '@/server/offers/desk-offers'
import { DeskButton, DeskTable, Muted, TableRegion } from './desk.styles'
import { DeskTime } from './desk-time'

/**
 * Venue pages with their variant, venue, city, slug, status and last change (they follow their
 * venue, so the desk previews and links them but does not edit them).
 */
export function LandingPagesTable({
  caption,
  pages,
}: {
  caption: string
  pages: DeskLandingPage[]
}) {
  if (pages.length === 0) return <p>No pages match.</p>
  return (
    <TableRegion role="region" aria-label={caption} tabIndex={0}>
      <DeskTable>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Kind</th>
            <th scope="col">Variant</th>
            <th scope="col">Venue</th>
            <th scope="col">City</th>
            <th scope="col">Slug</th>
            <th scope="col">Status</th>
            <th scope="col">Last change</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.id}>
              <th scope="row">
                <code>{page.path}</code>
              </th>
              <td>{page.kind}</td>
              <td>
                {page.pageVariant ?? <Muted>—</Muted>}
                {page.variantRef ? <Muted> (ref {page.variantRef})</Muted> : null}
              </td>
              <td>{page.venue ?? <Muted>—</Muted>}</td>
              <td>{page.city ?? <Muted>Any</Muted>}</td>
              <td>
                <code>{page.urlSlug}</code>
              </td>
              <td>{page.isDraft ? <strong>Draft</strong> : 'Live'}</td>
              <td>
                <DeskTime value={page.updatedAt} />
              </td>
              <td>
                {page.isDraft ? (
                  <form method="post" action={PREVIEW_PATH}>
                    <input type="hidden" name="path" value={page.path} />
                    <DeskButton type="submit" aria-label={`Preview ${page.path}`}>
                      Preview
                    </DeskButton>
                  </form>
                ) : (
                  <a href={page.path}>Open</a>
                )}{' '}
                <a
                  href={`${OFFERS_PATH}?${new URLSearchParams({ path: page.basePath })}#campaign-link`}
                  aria-label={`Campaign link for ${page.path}`}
                >
                  Campaign link
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </DeskTable>
    </TableRegion>
  )
}
