import { ratingLabel } from '@/lib/rating'
import { Region, Scroller, LiveBadge } from './popular-carousel.styles'

export interface CarouselActivity {
  id: string
  title: string
  rating: number
  isStreaming: boolean
  thumb_img_url: string
  venue: { id: string; name: string; urlSlug: string }
  /** Where the map goes when the card is chosen; streamed ones have none. */
  lat?: number | null
  lng?: number | null
}

export interface PopularCarouselProps {
  title: string
  activities: readonly CarouselActivity[]
  /** Streaming cards link nowhere: the studio has no venue page. */
  isStreaming?: boolean
  /** In the island: a card selects its activity on the map (spec §2). */
  onSelect?: (activity: CarouselActivity) => void
}

function CardBody({ activity, venueLink }: { activity: CarouselActivity; venueLink: boolean }) {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- generated thumbnails, already sized */}
      <img src={activity.thumb_img_url} alt="" width={160} height={120} loading="lazy" />
      <span className="body">
        {activity.isStreaming ? <LiveBadge>Live stream</LiveBadge> : null}
        <span className="title">{activity.title}</span>
        <span className="meta">
          {venueLink ? (
            <a href={`/venues/${activity.venue.urlSlug}`}>{activity.venue.name}</a>
          ) : (
            activity.venue.name
          )}
        </span>
        <span className="meta">{ratingLabel(activity.rating)}</span>
      </span>
    </>
  )
}

/**
 * The popular activities carousel (spec §2): cards with title, venue, rating and image, a
 * live-stream badge on streamed ones. Server-rendered with venue links (crawlable); in the
 * island each card is one button that shows its activity on the map.
 */
export function PopularCarousel({
  title,
  activities,
  isStreaming = false,
  onSelect,
}: PopularCarouselProps) {
  if (activities.length === 0) return null
  return (
    <Region aria-labelledby="popular-heading">
      <h3 id="popular-heading">{title}</h3>
      <Scroller tabIndex={0} aria-label={title}>
        {activities.map((activity) => (
          <li key={activity.id}>
            {onSelect ? (
              // Named by its visible text (title, venue, rating): what it shows is what it says.
              <button
                type="button"
                onClick={() => onSelect(activity)}
                data-activity-id={activity.id}
              >
                <CardBody activity={activity} venueLink={false} />
              </button>
            ) : (
              <CardBody activity={activity} venueLink={!isStreaming} />
            )}
          </li>
        ))}
      </Scroller>
    </Region>
  )
}
