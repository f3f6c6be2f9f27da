import type { ReactNode } from 'react'
import { Container } from '@/components/layout/container'
import { mailtoHref, telHref, websiteLink } from '@/lib/venue/contact'
import { paragraphs } from '@/lib/venue/description'
import { directionsUrl, type LatLng } from '@/lib/venue/directions'
import { ArrowIcon, CheckIcon, GlobeIcon, MailIcon, PhoneIcon, PinIcon } from './icons'
import { StarRating } from './star-rating'
import {
  GALLERY_IMAGE_WIDTH,
  GALLERY_IMAGE_HEIGHT,
  LOGO_SIZE,
  Wrapper,
  Header,
  Titles,
  Name,
  Gallery,
  Body,
  Main,
  Block,
  Description,
  Amenities,
  Aside,
  Card,
  Address,
  Directions,
  Contact,
} from './venue-overview.styles'

export interface VenueOverviewData {
  name: string
  /** Plain text; each line becomes a paragraph. */
  description: string
  amenities: readonly string[]
  address: string
  location?: LatLng | null
  phone: string
  email: string
  website: string
  /** Out of 10; 0 means no ratings yet. */
  rating: number
  logoUrl: string
  /** The first is shown large, the rest as thumbnails. */
  imageUrls: readonly string[]
}

export interface VenueOverviewProps {
  /** The config's VenuePage.venue (extra fields are ignored). */
  venue: VenueOverviewData
  /** The venue name's heading level: 'h1' unless the page already has one. Sub-headings follow. */
  headingAs?: 'h1' | 'h2'
  /** Extra content at the top of the side column, e.g. <MoversStats> or a call to action. */
  children?: ReactNode
}

/**
 * The single-venue page's overview (spec §3 'Venue page'): name, rating, photos, description,
 * amenities, address with directions, contact details and logo. A Server Component: no client
 * JavaScript, plain outbound links only (no embedded map).
 */
export function VenueOverview({ venue, headingAs = 'h1', children }: VenueOverviewProps) {
  const Sub = headingAs === 'h1' ? 'h2' : 'h3'
  const about = paragraphs(venue.description)
  const amenities = [...new Set(venue.amenities.map((amenity) => amenity.trim()))].filter(Boolean)
  const directions = directionsUrl(venue.location, venue.address)
  const address = venue.address.trim()
  const tel = telHref(venue.phone)
  const mailto = mailtoHref(venue.email)
  const website = websiteLink(venue.website)
  const images = venue.imageUrls.filter((url) => url.trim() !== '')
  const thumbs = images.length - 1
  const hasLocation = address !== '' || directions !== null
  const hasContact = tel !== null || mailto !== null || website !== null

  return (
    <Wrapper aria-labelledby="venue-name">
      <Container>
        <Header>
          {venue.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small SVG logo, nothing to optimise
            <img src={venue.logoUrl} alt="" width={LOGO_SIZE} height={LOGO_SIZE} decoding="async" />
          ) : null}
          <Titles>
            <Name level={headingAs} id="venue-name">
              {venue.name}
            </Name>
            <StarRating score={venue.rating} />
          </Titles>
        </Header>

        {images.length > 0 ? (
          <Gallery
            aria-label={`Photos of ${venue.name}`}
            data-thumbs={thumbs > 2 ? 'many' : String(thumbs)}
          >
            {images.map((url, index) => (
              <li key={`${index}-${url}`}>
                {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized photos, fixed 4:3 boxes */}
                <img
                  src={url}
                  alt={`${venue.name} photo ${index + 1}`}
                  width={GALLERY_IMAGE_WIDTH}
                  height={GALLERY_IMAGE_HEIGHT}
                  loading={index === 0 ? undefined : 'lazy'}
                  decoding="async"
                />
              </li>
            ))}
          </Gallery>
        ) : null}

        <Body>
          <Main>
            {about.length > 0 ? (
              <Block>
                <Sub>About {venue.name}</Sub>
                <Description>
                  {about.map((text, index) => (
                    <p key={index}>{text}</p>
                  ))}
                </Description>
              </Block>
            ) : null}
            {amenities.length > 0 ? (
              <Block>
                <Sub id="venue-amenities-heading">Amenities</Sub>
                <Amenities aria-labelledby="venue-amenities-heading">
                  {amenities.map((amenity) => (
                    <li key={amenity}>
                      <CheckIcon size={14} />
                      {amenity}
                    </li>
                  ))}
                </Amenities>
              </Block>
            ) : null}
          </Main>

          {children || hasLocation || hasContact ? (
            <Aside>
              {children}
              {hasLocation || hasContact ? (
                <Card>
                  {hasLocation ? (
                    <div>
                      <Sub>Find us</Sub>
                      {address ? (
                        <Address>
                          <PinIcon />
                          <span>{address}</span>
                        </Address>
                      ) : null}
                      {directions ? (
                        <Directions href={directions} rel="noopener noreferrer">
                          Get directions
                          <ArrowIcon size={18} />
                        </Directions>
                      ) : null}
                    </div>
                  ) : null}
                  {hasContact ? (
                    <Contact>
                      <Sub>Contact</Sub>
                      <address>
                        <dl>
                          {tel ? (
                            <div>
                              <dt>
                                <PhoneIcon size={18} />
                                Phone
                              </dt>
                              <dd>
                                <a href={tel}>{venue.phone.trim()}</a>
                              </dd>
                            </div>
                          ) : null}
                          {mailto ? (
                            <div>
                              <dt>
                                <MailIcon size={18} />
                                Email
                              </dt>
                              <dd>
                                <a href={mailto}>{venue.email.trim()}</a>
                              </dd>
                            </div>
                          ) : null}
                          {website ? (
                            <div>
                              <dt>
                                <GlobeIcon size={18} />
                                Website
                              </dt>
                              <dd>
                                <a href={website.href} rel="noopener noreferrer">
                                  {website.label}
                                </a>
                              </dd>
                            </div>
                          ) : null}
                        </dl>
                      </address>
                    </Contact>
                  ) : null}
                </Card>
              ) : null}
            </Aside>
          ) : null}
        </Body>
      </Container>
    </Wrapper>
  )
}
