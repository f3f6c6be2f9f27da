/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { PartnerPageBody } from '@/components/partners/partner-page-body'
import { MoversStats } from '@/components/venue/movers-stats'
import { RelatedVenues } from '@/components/venue/related-venues'
import { VenueOverview } from '@/components/venue/venue-overview'
import { VenueReviews } from '@/components/venue/venue-reviews'
import { VenueTimetable } from '@/components/venue/venue-timetable'
import { activities, relatedVenues, reviews, venue } from './fixtures'

const FILES = [
  'components/venue/venue-overview.tsx',
  'components/venue/venue-timetable.tsx',
  'components/venue/venue-reviews.tsx',
  'components/venue/movers-stats.tsx',
  'components/venue/related-venues.tsx',
  'components/venue/star-rating.tsx',
  'components/venue/icons.tsx',
  'components/partners/partner-page-body.tsx',
]

describe('venue and partner bodies are static Server Components', () => {
  it.each(FILES)('%s has no client directive and no state or effects', (file) => {
    const source = readFileSync(join(process.cwd(), file), 'utf8')
    expect(source).not.toMatch(/['"]use client['"]/)
    expect(source).not.toMatch(/\buse(State|Effect|LayoutEffect|Reducer|Ref)\b/)
    expect(source).not.toMatch(/\bon[A-Z]\w*=\{/)
  })

  it('renders on the server, stably', () => {
    const page = (
      <>
        <VenueOverview venue={venue}>
          <MoversStats moversGoingToThisVenue={1234} moversInCity={48210} cityName="Manchester" />
        </VenueOverview>
        <VenueTimetable activities={activities} venueName={venue.name} />
        <VenueReviews reviews={reviews} />
        <RelatedVenues venues={relatedVenues} />
        <PartnerPageBody
          ctaText="Fill empty spots"
          ctaButtonText="Become a Partner"
          signUpUrl="/partner-self-signup"
          signInUrl="https://partners.example.com/signin"
        />
      </>
    )
    const html = renderToString(page)
    expect(renderToString(page)).toBe(html)
    for (const text of [
      'Ancoats Yoga Loft photo 1',
      'Not available on this day',
      '6:30am',
      '14 March 2026',
      '1,234',
      'More venues nearby',
      'Health/Fitness Provider?',
    ]) {
      expect(html).toContain(text)
    }
  })
})
