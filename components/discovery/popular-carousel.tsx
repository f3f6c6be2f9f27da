import styled from 'styled-components'
import { ratingLabel } from '@/lib/rating'
import { colors, headingSizes, radii, shadows, space } from '@/styles/tokens'

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

const Region = styled.section`
  margin: ${space.lg} 0;

  h3 {
    margin: 0 0 ${space.md};
    font-size: ${headingSizes.title};
  }
`

/**
 * A horizontal scroller: touch swipes it, and as a focusable region the arrow keys scroll it
 * (tabindex 0 with a name, the pattern axe expects for scrollable regions).
 */
const Scroller = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${space.xs} ${space.xs} ${space.md};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(200px, 240px);
  gap: ${space.md};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding: ${space.xs};

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  /* The cards: styled from the list, so their CSS is in the page once, not once a card. */
  > li {
    scroll-snap-align: start;
    display: grid;
    grid-template-rows: auto 1fr;
    overflow: hidden;
    border-radius: ${radii.md};
    background: ${colors.surface};
    box-shadow: ${shadows.card};

    img {
      display: block;
      width: 100%;
      height: auto;
      aspect-ratio: 4 / 3;
      object-fit: cover;
      background: ${colors.subtle};
    }

    .body {
      display: grid;
      gap: ${space.xs};
      align-content: start;
      padding: ${space.sm} ${space.md} ${space.md};
    }

    .title {
      font-weight: 600;
      color: ${colors.ink};
    }

    .meta {
      color: ${colors.muted};
      font-size: 0.9375rem;
    }

    > button {
      display: grid;
      grid-template-rows: auto 1fr;
      width: 100%;
      height: 100%;
      padding: 0;
      border: 0;
      background: none;
      color: inherit;
      font: inherit;
      text-align: left;
      cursor: pointer;
    }

    > button:focus-visible {
      outline: none;
    }

    &:has(> button:focus-visible) {
      outline: 3px solid ${colors.focus};
      outline-offset: 2px;
    }
  }
`

const LiveBadge = styled.span`
  justify-self: start;
  padding: 2px ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.error};
  color: ${colors.surface};
  font-size: 0.75rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

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
