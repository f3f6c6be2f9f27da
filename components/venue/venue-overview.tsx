import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '@/components/layout/container'
import { mailtoHref, telHref, websiteLink } from '@/lib/venue/contact'
import { paragraphs } from '@/lib/venue/description'
import { directionsUrl, type LatLng } from '@/lib/venue/directions'
import {
  breakpoints,
  colors,
  fluidSize,
  fonts,
  media,
  radii,
  shadows,
  space,
} from '@/styles/tokens'
import { ArrowIcon, CheckIcon, GlobeIcon, MailIcon, PhoneIcon, PinIcon } from './icons'
import { StarRating } from './star-rating'

/** The catalogue's venue photos are 640x480; every slot keeps 4:3, so nothing moves on load. */
export const GALLERY_IMAGE_WIDTH = 640
export const GALLERY_IMAGE_HEIGHT = 480
/** Venue logos are square SVGs. */
const LOGO_SIZE = 72

const Wrapper = styled.section`
  padding: ${space.xl} 0;

  ${media.atLeast(breakpoints.lg)} {
    padding: ${space.xxl} 0;
  }
`

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin-bottom: ${space.lg};

  > img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: ${radii.md};
    background: ${colors.subtle};
    box-shadow: ${shadows.card};

    ${media.atLeast(breakpoints.tablet)} {
      width: ${LOGO_SIZE}px;
      height: ${LOGO_SIZE}px;
    }
  }
`

const Titles = styled.div`
  display: grid;
  gap: ${space.xs};
  min-width: 0;
`

const Name = styled.h1`
  margin: 0;
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: ${fluidSize(1.75, 2.75)};
  letter-spacing: -0.02em;
  line-height: 1.15;
  overflow-wrap: anywhere;
`

const Gallery = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: ${space.sm};
  margin: 0 0 ${space.xl};
  padding: 0;

  li {
    position: relative;
    overflow: hidden;
    border-radius: ${radii.sm};
    background: ${colors.subtle};
  }

  li:first-child {
    grid-column: 1 / -1;
    border-radius: ${radii.lg};
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${GALLERY_IMAGE_WIDTH} / ${GALLERY_IMAGE_HEIGHT};
    object-fit: cover;
  }

  &[data-thumbs='0'] {
    max-width: 56rem;
  }

  ${media.atLeast(breakpoints.lg)} {
    gap: ${space.md};

    li {
      border-radius: ${radii.md};
    }

    &[data-thumbs='1'],
    &[data-thumbs='2'] {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
      align-items: start;
    }

    &[data-thumbs='1'] li:first-child,
    &[data-thumbs='2'] li:first-child {
      grid-column: 1;
    }

    /* The large photo fills two rows of thumbnails; the thumbnails set the height. */
    &[data-thumbs='2'] li:first-child,
    &[data-thumbs='many'] li:first-child {
      grid-row: span 2;
      align-self: stretch;
    }

    &[data-thumbs='2'] li:first-child img,
    &[data-thumbs='many'] li:first-child img {
      position: absolute;
      inset: 0;
      height: 100%;
      aspect-ratio: auto;
    }

    &[data-thumbs='many'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }

    &[data-thumbs='many'] li:first-child {
      grid-column: span 2;
    }
  }
`

const Body = styled.div`
  display: grid;
  gap: ${space.xl};
  align-items: start;

  ${media.atLeast(breakpoints.lg)} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${space.xxl};
  }
`

const Main = styled.div`
  display: grid;
  gap: ${space.xl};
  min-width: 0;
`

const Block = styled.div`
  h2,
  h3 {
    margin: 0 0 ${space.md};
    color: ${colors.ink};
    font-family: ${fonts.display};
    font-size: 1.375rem;
  }
`

const Description = styled.div`
  max-width: 42rem;
  color: ${colors.ink};
  font-size: 1.0625rem;

  p {
    margin: 0 0 ${space.md};
  }

  p:last-child {
    margin-bottom: 0;
  }
`

const Amenities = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.sm} ${space.lg};
  margin: 0;
  padding: 0;

  ${media.atLeast(breakpoints.sm)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.atLeast(breakpoints.tabletLarge)} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    color: ${colors.ink};
  }

  svg {
    flex: none;
    box-sizing: content-box;
    padding: 3px;
    border-radius: ${radii.pill};
    background: ${colors.accent};
    color: ${colors.surface};
  }
`

const Aside = styled.div`
  display: grid;
  gap: ${space.lg};
  min-width: 0;
`

const Card = styled.div`
  display: grid;
  gap: ${space.lg};
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};

  h2,
  h3 {
    margin: 0 0 ${space.sm};
    color: ${colors.ink};
    font-family: ${fonts.display};
    font-size: 1.125rem;
  }

  p {
    margin: 0;
  }
`

const Address = styled.p`
  display: flex;
  gap: ${space.sm};
  color: ${colors.ink};

  svg {
    flex: none;
    margin-top: 2px;
    color: ${colors.primaryDark};
  }
`

const Directions = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  margin-top: ${space.md};
  padding: ${space.sm} ${space.md};
  border: 2px solid ${colors.primary};
  border-radius: ${radii.pill};
  color: ${colors.primaryDark};
  font-weight: 600;
  text-decoration: none;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;

  &:hover {
    background: ${colors.primaryDark};
    border-color: ${colors.primaryDark};
    color: ${colors.surface};
  }
`

/* The heading sits outside <address>, which may not contain one. */
const Contact = styled.div`
  address {
    font-style: normal;
  }

  dl {
    display: grid;
    gap: ${space.md};
    margin: 0;
  }

  dt {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    color: ${colors.muted};
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }

  dt svg {
    flex: none;
    color: ${colors.primaryDark};
  }

  /* Lined up with the label text, after the 18 px icon. */
  dd {
    margin: 2px 0 0 calc(18px + ${space.sm});
    overflow-wrap: anywhere;
  }

  a {
    display: inline-block;
    padding: 2px 0;
    color: ${colors.primaryDark};
    font-weight: 600;
  }
`

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
            <Name as={headingAs} id="venue-name">
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
