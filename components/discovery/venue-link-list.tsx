import { LinkGrid } from '@/components/ui/link-grid'
import type { DirectoryVenue } from '@/lib/discovery/venue-directory'

/**
 * Venues as plain links to their pages: <a>, not next/link, so hundreds of links do not
 * prefetch hundreds of routes.
 */
export function VenueLinkList({ venues }: { venues: readonly DirectoryVenue[] }) {
  return (
    <LinkGrid>
      {venues.map((venue) => (
        <li key={venue.id}>
          <a href={`/venues/${venue.urlSlug}`}>{venue.name}</a>
        </li>
      ))}
    </LinkGrid>
  )
}
