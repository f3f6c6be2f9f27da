/**
 * Structured data of a city × activity page (/london/yoga): the venues it lists as an ItemList
 * (Google's summary-page list: position and the URL of each venue's own page, which carries the
 * venue as a place), and its breadcrumbs (Home › London › Yoga in London).
 */
import type { ItemList, WithContext } from 'schema-dts'
import { venuePath } from '../venue/venue-path'
import { absoluteUrl, type Crumb } from './json-ld'

export interface ListedVenue {
  name: string
  urlSlug: string
}

/** The venues in the order shown; null when there are none (the page is then a 404). */
export function venueItemListJsonLd(
  venues: readonly ListedVenue[],
  options: { name: string; path: string; siteUrl?: string },
): WithContext<ItemList> | null {
  if (venues.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': `${absoluteUrl(options.path, options.siteUrl)}#venues`,
    name: options.name,
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    numberOfItems: venues.length,
    itemListElement: venues.map((venue, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: venue.name,
      url: absoluteUrl(venuePath(venue.urlSlug), options.siteUrl),
    })),
  }
}

/** Home › {city} › {title}. */
export function cityActivityBreadcrumbs(options: {
  cityCode: string
  cityName: string
  title: string
  path: string
}): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: options.cityName, path: `/${encodeURIComponent(options.cityCode)}` },
    { name: options.title, path: options.path },
  ]
}
