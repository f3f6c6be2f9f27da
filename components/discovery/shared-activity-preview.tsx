import { styled } from 'next-yak'
import { Article, BookNow, Header } from '@/components/activity/details-parts'
import { ctaMarker } from '@/lib/marketing/cta-click'
import { StarRating } from '@/components/venue/star-rating'
import type { SharedActivityData } from '@/graphql/client/load-landing-page'
import { BOOK_NOW_TEXT, bookNowLink } from '@/lib/pricing/book-now-link'
import { NOT_AVAILABLE_TEXT, slotsOn } from '@/lib/time/default-day'
import { formatTime, timeAttribute } from '@/lib/time/format-time'
import { WEEK_DAYS } from '@/lib/time/week-days'
import { venuePath } from '@/lib/venue/venue-path'
import { colors, space } from '@/styles/tokens'
import { PanelFrame } from './panel-frame'

const Panel = styled(PanelFrame)`
  > div {
    flex: 1;
    overflow-y: auto;
    padding: ${space.md};
  }

  h4 {
    margin: 0 0 ${space.sm};
    font-size: 1.0625rem;
  }

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${space.xs} ${space.md};
    margin: 0;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    color: ${colors.muted};
  }

  .description :first-child {
    margin-top: 0;
  }
`

/**
 * A shared activity's details (`?activity={id}`), rendered on the server where the map's side
 * panel will open them: crawlers and visitors without JavaScript get the whole description, the
 * week's sessions and Book Now, and the island's interactive view takes the same place once it
 * loads. Server markup only: the view's client code stays out of pages that share nothing.
 */
export function SharedActivityPreview({
  activity,
  continueUrl,
}: {
  activity: SharedActivityData
  continueUrl: string
}) {
  const { venue } = activity
  return (
    <Panel aria-label="Activity details" data-testid="shared-activity">
      <div>
        <Article aria-labelledby="shared-activity-title">
          <Header>
            {activity.img_url ? (
              // eslint-disable-next-line @next/next/no-img-element -- generated activity images, already sized
              <img src={activity.img_url} alt="" width={640} height={480} decoding="async" />
            ) : null}
            <h3 id="shared-activity-title">{activity.title}</h3>
            <p className="venue">
              <a href={venuePath(venue.urlSlug)}>{venue.name}</a>
            </p>
            <StarRating score={activity.rating} size="small" />
            {venue.address ? <p className="address">{venue.address}</p> : null}
          </Header>
          {/* Sanitised by the API's allow-list (lib/sanitize-html.ts) before it gets here. */}
          <div className="description" dangerouslySetInnerHTML={{ __html: activity.description }} />
          <section aria-labelledby="shared-activity-timetable">
            <h4 id="shared-activity-timetable">Timetable</h4>
            <dl>
              {WEEK_DAYS.map((day) => {
                const slots = slotsOn(activity.timeslots, day)
                return [
                  <dt key={`${day}-name`}>{day}</dt>,
                  <dd key={`${day}-slots`}>
                    {slots.length === 0
                      ? NOT_AVAILABLE_TEXT
                      : slots.map((slot, i) => (
                          <span key={slot.id}>
                            {i > 0 ? ', ' : null}
                            <time dateTime={timeAttribute(slot.start_time)}>
                              {formatTime(slot.start_time)}
                            </time>
                            –
                            <time dateTime={timeAttribute(slot.end_time)}>
                              {formatTime(slot.end_time)}
                            </time>
                          </span>
                        ))}
                  </dd>,
                ]
              })}
            </dl>
          </section>
          <BookNow href={bookNowLink(continueUrl, activity.id)} {...ctaMarker('activity-details')}>
            {BOOK_NOW_TEXT}
          </BookNow>
        </Article>
      </div>
    </Panel>
  )
}
