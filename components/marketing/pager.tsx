import type { PageWindow } from '@/lib/marketing/pagination'
import { styled } from 'next-yak'
import { space } from '@/styles/tokens'

const List = styled.ul`
  display: flex;
  gap: ${space.md};
  padding: 0;
  list-style: none;
`

/** Previous / next links for a paginated list. */
export function Pager({
  label,
  window,
  href,
}: {
  label: string
  window: PageWindow
  href: (page: number) => string
}) {
  if (window.pageCount <= 1) return null
  return (
    <nav aria-label={`${label}: pages`}>
      <List>
        {window.page > 1 ? (
          <li>
            <a href={href(window.page - 1)}>Previous page</a>
          </li>
        ) : null}
        <li aria-current="page">
          Page {window.page} of {window.pageCount}
        </li>
        {window.page < window.pageCount ? (
          <li>
            <a href={href(window.page + 1)}>Next page</a>
          </li>
        ) : null}
      </List>
    </nav>
  )
}
