import styled from 'styled-components'
import { Container } from '@/components/layout/container'
import { Section, SectionHeading } from '@/components/landing/section'
import { dateTimeAttribute, formatLongDate } from '@/lib/time/format-date'
import { breakpoints, colors, fonts, media, radii, shadows, space } from '@/styles/tokens'
import { StarRating } from './star-rating'

/** Customer avatars are 96 px squares; shown at half size. */
const AVATAR_SIZE = 96

export const NO_REVIEWS_TEXT = 'No reviews yet'

const List = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.lg};
  margin: ${space.lg} 0 0;
  padding: 0;

  ${media.atLeast(breakpoints.lg)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Card = styled.article`
  display: grid;
  gap: ${space.md};
  height: 100%;
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};

  p {
    margin: 0;
    color: ${colors.ink};
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`

const Author = styled.header`
  display: flex;
  align-items: center;
  gap: ${space.md};

  img,
  > span[aria-hidden] {
    flex: none;
    width: 48px;
    height: 48px;
    border-radius: ${radii.pill};
    object-fit: cover;
    background: ${colors.subtle};
  }

  > span[aria-hidden] {
    display: grid;
    place-items: center;
    color: ${colors.primaryDark};
    font-family: ${fonts.display};
    font-size: 1.25rem;
    font-weight: 700;
  }

  h3,
  h4 {
    margin: 0;
    color: ${colors.ink};
    font-size: 1rem;
    overflow-wrap: anywhere;
  }

  time {
    color: ${colors.muted};
    font-size: 0.875rem;
  }
`

const Empty = styled.p`
  margin: ${space.lg} auto 0;
  padding: ${space.lg};
  max-width: 32rem;
  border: 1px dashed ${colors.border};
  border-radius: ${radii.lg};
  color: ${colors.muted};
  text-align: center;
`

export interface VenueReview {
  id: string
  /** Out of 10. */
  rating: number
  /** ISO 8601. */
  timeResponded: string
  review: string
  customer: {
    displayName: string
    avatarUrl: string
  }
}

export interface VenueReviewsProps {
  /** VenueDetails.reviews, shown in the order given. */
  reviews: readonly VenueReview[]
  /** 'h2' on its own, 'h3' inside another section; each review's name is one level below. */
  headingAs?: 'h2' | 'h3'
}

/**
 * What members say about the venue: avatar, name, date ('14 March 2026', London time), rating
 * and text for each review, with the count in the heading; 'No reviews yet' when there are none.
 */
export function VenueReviews({ reviews, headingAs = 'h2' }: VenueReviewsProps) {
  const NameHeading = headingAs === 'h2' ? 'h3' : 'h4'
  return (
    <Section id="reviews" aria-labelledby="venue-reviews-heading">
      <Container>
        <SectionHeading as={headingAs} id="venue-reviews-heading">
          {reviews.length > 0 ? `Reviews (${reviews.length})` : 'Reviews'}
        </SectionHeading>
        {reviews.length === 0 ? (
          <Empty>{NO_REVIEWS_TEXT}</Empty>
        ) : (
          <List>
            {reviews.map((review) => {
              const name = review.customer.displayName.trim() || 'A member'
              const date = formatLongDate(review.timeResponded)
              const text = review.review.trim()
              return (
                <li key={review.id}>
                  <Card>
                    <Author>
                      {review.customer.avatarUrl ? (
                        // eslint-disable-next-line @next/next/no-img-element -- pre-sized avatars, lazy
                        <img
                          src={review.customer.avatarUrl}
                          alt=""
                          width={AVATAR_SIZE}
                          height={AVATAR_SIZE}
                          loading="lazy"
                          decoding="async"
                        />
                      ) : (
                        <span aria-hidden>{name.charAt(0).toUpperCase()}</span>
                      )}
                      <div>
                        <NameHeading>{name}</NameHeading>
                        {date ? (
                          <time dateTime={dateTimeAttribute(review.timeResponded)}>{date}</time>
                        ) : null}
                      </div>
                    </Author>
                    <StarRating score={review.rating} size="small" />
                    {text ? <p>{text}</p> : null}
                  </Card>
                </li>
              )
            })}
          </List>
        )}
      </Container>
    </Section>
  )
}
