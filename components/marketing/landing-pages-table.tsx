import { OFFERS_PATH, PREVIEW_PATH } from '@/lib/marketing/desk-routes'
import type { DeskLandingPage } from '@/server/catalogue/desk-offers'
import { DeskButton, DeskTable, Muted, TableRegion } from './desk.styles'
import { DeskTime } from './desk-time'

/** Landing pages with their variant, city, partner, slug, status and last change. */
export function LandingPagesTable({
  caption,
  pages,
  showVenue = false,
}: {
  caption: string
  pages: DeskLandingPage[]
  showVenue?: boolean
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
            <th scope="col">{showVenue ? 'Venue' : 'Partner'}</th>
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
              <td>{(showVenue ? page.venue : page.partner) ?? <Muted>—</Muted>}</td>
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
