import { Container } from '@/components/layout/container'
import { Section, SectionHeading } from '@/components/landing/section'
import { countLabel } from '@/lib/format/count'
import { venuePath } from '@/lib/venue/venue-path'
import { THUMB_WIDTH, THUMB_HEIGHT, LOGO_SIZE, List } from './related-venues.styles'

export interface RelatedVenue {
  urlSlug: string
  venueId: string
  name: string
  logoUrl: string
  thumbnailUrl: string
  /** The venue's activity ids. */
  activities: readonly string[]
}

export interface RelatedVenuesProps {
  /** VenuePage.relatedVenues; nothing renders when empty. */
  venues: readonly RelatedVenue[]
  /** 'h2' on its own, 'h3' inside another section; card titles are one level below. */
  headingAs?: 'h2' | 'h3'
}

/** 'More venues nearby': a card per related venue linking to its own venue page. */
export function RelatedVenues({ venues, headingAs = 'h2' }: RelatedVenuesProps) {
  if (venues.length === 0) return null
  const CardHeading = headingAs === 'h2' ? 'h3' : 'h4'
  return (
    <Section id="related-venues" data-tone="subtle" aria-labelledby="related-venues-heading">
      <Container>
        <SectionHeading level={headingAs} id="related-venues-heading">
          More venues nearby
        </SectionHeading>
        <List>
          {venues.map((venue) => (
            <li key={venue.venueId}>
              <article>
                {venue.thumbnailUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- pre-sized thumbnails, lazy
                  <img
                    src={venue.thumbnailUrl}
                    alt=""
                    width={THUMB_WIDTH}
                    height={THUMB_HEIGHT}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <div>
                  {venue.logoUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a small SVG logo
                    <img
                      src={venue.logoUrl}
                      alt=""
                      width={LOGO_SIZE}
                      height={LOGO_SIZE}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <CardHeading>
                    <a href={venuePath(venue.urlSlug)}>{venue.name}</a>
                  </CardHeading>
                  <p>{countLabel(new Set(venue.activities).size, 'activity', 'activities')}</p>
                </div>
              </article>
            </li>
          ))}
        </List>
      </Container>
    </Section>
  )
}
