import { Container } from '@/components/layout/container'
import { Section, SectionHeading } from '@/components/landing/section'
import { dateTimeAttribute, formatLongDate } from '@/lib/time/format-date'
import { StarRating } from './star-rating'
import { List, Empty } from './venue-reviews.styles'

/** Customer avatars are 96 px squares; shown at half size. */
const AVATAR_SIZE = 96

export const NO_REVIEWS_TEXT = 'No reviews yet'

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
        <SectionHeading level={headingAs} id="venue-reviews-heading">
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
                  <article>
                    <header>
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
                    </header>
                    <StarRating score={review.rating} size="small" />
                    {text ? <p>{text}</p> : null}
                  </article>
                </li>
              )
            })}
          </List>
        )}
      </Container>
    </Section>
  )
}
