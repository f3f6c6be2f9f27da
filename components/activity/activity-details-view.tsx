'use client'

import { useId, type ReactNode } from 'react'
import { styled } from 'next-yak'
import { TextButton } from '@/components/ui/text-button'
import { StarRating } from '@/components/venue/star-rating'
import { ctaMarker } from '@/lib/marketing/cta-click'
import { BOOK_NOW_TEXT, bookNowLink } from '@/lib/pricing/book-now-link'
import type { WeekDay } from '@/lib/time/week-days'
import { venuePath } from '@/lib/venue/venue-path'
import { colors, space } from '@/styles/tokens'
import { ActivityDescription } from './activity-description'
import { Article, BookNow, Header } from './details-parts'
import { DayTimetable } from './day-timetable'
import { TabList, tabId } from './tab-list'
import { useResettableState } from './use-resettable-state'

/** What the view reads of GetActivity's `activity` (ActivityFields plus description). */
export interface ActivityDetailsData {
  id: string
  title: string
  img_url: string
  /** Out of 10; 0: no ratings. */
  rating: number
  lat: number | null
  lng: number | null
  /** Sanitised HTML. */
  description: string
  venue: { id: string; name: string; address: string | null; urlSlug: string | null }
  timeslots: readonly { id: string; start_time: string; end_time: string; day_of_week: string }[]
}

export interface ActivityDetailsViewProps {
  activity: ActivityDetailsData
  /** Today in Europe/London (londonWeekDay), computed once by the caller: no hydration mismatch. */
  today: WeekDay
  /** The page's continueUrl, for Book Now. */
  continueUrl: string
  /** Default 'Book Now' (spec §2). */
  bookNowText?: string
  /** Recentres the map on the venue (zoom 18). Absent: the address is plain text. */
  onFocusAddress?: () => void
  /** The purchase block (plans and prices). */
  purchase?: ReactNode
  /** The pricing experiment: 'Info' and 'Price plans' tabs, back to Info when resetKey changes. */
  pricingTabs?: { enabled: boolean; resetKey: string }
  /** The level of the activity's title; the view's own sections sit one below. Default 2. */
  headingLevel?: 2 | 3
  /**
   * False when the host already shows the title as the heading of `headingLevel` (the side
   * panel's header): the view then starts at the image. Default true.
   */
  showTitle?: boolean
}

export const INFO_TAB_LABEL = 'Info'
export const PRICE_PLANS_TAB_LABEL = 'Price plans'

const IMAGE_WIDTH = 640
const IMAGE_HEIGHT = 480

const Info = styled.div`
  display: grid;
  gap: ${space.lg};
`

const TabPanel = styled.div`
  padding-top: ${space.md};

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`

type SectionTab = 'info' | 'plans'

function PricingTabs({
  resetKey,
  info,
  purchase,
}: {
  resetKey: string
  info: ReactNode
  purchase: ReactNode
}) {
  const idPrefix = useId()
  const panelId = (key: SectionTab) => `${idPrefix}-panel-${key}`
  // Spec §4: the tab selection resets when the plans change.
  const [tab, setTab] = useResettableState<SectionTab>(() => 'info', resetKey)
  return (
    <div>
      <TabList
        label="Activity details"
        idPrefix={idPrefix}
        panelId={panelId}
        selected={tab}
        onSelect={setTab}
        items={[
          { key: 'info', label: INFO_TAB_LABEL },
          { key: 'plans', label: PRICE_PLANS_TAB_LABEL },
        ]}
      />
      {/* Both panels stay mounted so the plan selection survives a look at the Info tab. */}
      {(['info', 'plans'] as const).map((key) => (
        <TabPanel
          key={key}
          role="tabpanel"
          id={panelId(key)}
          aria-labelledby={tabId(idPrefix, key)}
          tabIndex={0}
          hidden={tab !== key}
        >
          {key === 'info' ? info : purchase}
        </TabPanel>
      ))}
    </div>
  )
}

/**
 * The activity details view (spec §2): image, title, venue, rating, address, the description
 * with 'More', the week's timetable and Book Now, then the purchase block — or, in the pricing
 * experiment, 'Info' and 'Price plans' tabs. Presentational: it renders on the server as well
 * as in the map's side panel.
 */
export function ActivityDetailsView({
  activity,
  today,
  continueUrl,
  bookNowText = BOOK_NOW_TEXT,
  onFocusAddress,
  purchase,
  pricingTabs,
  headingLevel = 2,
  showTitle = true,
}: ActivityDetailsViewProps) {
  const titleId = useId()
  const Title = `h${headingLevel}` as const
  const sectionHeading = headingLevel === 2 ? 'h3' : 'h4'
  const { venue } = activity
  const address = venue.address?.trim() ?? ''
  const canFocus = Boolean(onFocusAddress) && activity.lat != null && activity.lng != null

  const info = (
    <Info>
      <ActivityDescription html={activity.description} resetKey={activity.id} />
      <DayTimetable
        activityId={activity.id}
        timeslots={activity.timeslots}
        today={today}
        headingAs={sectionHeading}
      />
      <BookNow href={bookNowLink(continueUrl, activity.id)} {...ctaMarker('activity-details')}>
        {bookNowText}
      </BookNow>
    </Info>
  )

  return (
    <Article
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : activity.title}
      data-testid="activity-details"
    >
      <Header>
        {activity.img_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- generated activity images, already sized
          <img
            src={activity.img_url}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            decoding="async"
          />
        ) : null}
        {showTitle ? <Title id={titleId}>{activity.title}</Title> : null}
        <p className="venue">
          {venue.urlSlug ? <a href={venuePath(venue.urlSlug)}>{venue.name}</a> : venue.name}
        </p>
        <StarRating score={activity.rating} size="small" />
        {address ? (
          <p className="address">
            {canFocus ? (
              <TextButton
                type="button"
                onClick={() => onFocusAddress?.()}
                aria-label={`${address}: show on the map`}
              >
                {address}
              </TextButton>
            ) : (
              address
            )}
          </p>
        ) : null}
      </Header>
      {pricingTabs?.enabled ? (
        <PricingTabs resetKey={pricingTabs.resetKey} info={info} purchase={purchase} />
      ) : (
        <>
          {info}
          {purchase}
        </>
      )}
    </Article>
  )
}
