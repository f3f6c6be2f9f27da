'use client'

import { useQuery } from '@apollo/client/react'
import { useState } from 'react'
import { styled, keyframes } from 'next-yak'
import { RetryButton } from '@/components/ui/retry-button'
import { StarRating } from '@/components/venue/star-rating'
import { hasErrorCode } from '@/lib/apollo/errors'
import { GetActivityDocument } from '@/graphql/generated/client/graphql'
import { londonWeekDay } from '@/lib/time/default-day'
import type { WeekDay } from '@/lib/time/week-days'
import { venuePath } from '@/lib/venue/venue-path'
import { colors, radii, space } from '@/styles/tokens'
import { ActivityDetailsView, type ActivityDetailsViewProps } from './activity-details-view'
import { headerText } from './details-parts'

export const LOADING_DETAILS_TEXT = 'Loading activity details…'
export const DETAILS_ERROR_TEXT = 'Sorry, we could not load this activity just now.'
export const DETAILS_NOT_FOUND_TEXT = 'This activity is no longer available.'
export const RETRY_LABEL = 'Try again'

/** What the map already knows of the activity, shown at once while the details load. */
export interface ActivitySummary {
  title: string
  rating: number
  venue: { name: string; urlSlug: string | null; address?: string | null }
  thumb_img_url: string | null
}

export interface ActivityDetailsProps extends Omit<ActivityDetailsViewProps, 'activity' | 'today'> {
  activityId: string
  summary?: ActivitySummary
  /** Today in Europe/London; default: computed once when this mounts. */
  today?: WeekDay
}

const pulse = keyframes`
  50% { opacity: 0.55; }
`

const Skeleton = styled.div`
  display: grid;
  gap: ${space.sm};

  .block {
    border-radius: ${radii.sm};
    background: ${colors.subtle};
    animation: ${pulse} 1.6s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    .block {
      animation: none;
    }
  }

  .image {
    position: relative;
    aspect-ratio: 4 / 3;
    margin-bottom: ${space.sm};
    overflow: hidden;
    border-radius: ${radii.md};
  }

  .image img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    filter: blur(6px);
  }

  .line {
    height: 1rem;
  }

  ${headerText};

  .strip {
    height: 44px;
    margin-top: ${space.md};
  }

  .button {
    width: min(300px, 100%);
    height: 48px;
    margin-top: ${space.md};
    border-radius: ${radii.pill};
  }
`

const Message = styled.div`
  display: grid;
  justify-items: start;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};

  p {
    margin: 0;
  }
`

/** The details view's layout with what is known so far; the rest as grey blocks. */
export function ActivityDetailsSkeleton({
  summary,
  headingLevel = 2,
  showTitle = true,
}: {
  summary?: ActivitySummary
  headingLevel?: 2 | 3
  showTitle?: boolean
}) {
  const Title = `h${headingLevel}` as const
  return (
    <Skeleton aria-busy="true" data-testid="activity-details-skeleton">
      <p role="status" className="visually-hidden">
        {LOADING_DETAILS_TEXT}
      </p>
      <div className="image block">
        {summary?.thumb_img_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- the map's thumbnail, stretched until the photo arrives
          <img src={summary.thumb_img_url} alt="" width={160} height={120} />
        ) : null}
      </div>
      {showTitle ? (
        summary ? (
          <Title>{summary.title}</Title>
        ) : (
          <div className="block line" style={{ width: '70%', height: '1.6rem' }} />
        )
      ) : null}
      {summary ? (
        <>
          <p className="venue">
            {summary.venue.urlSlug ? (
              <a href={venuePath(summary.venue.urlSlug)}>{summary.venue.name}</a>
            ) : (
              summary.venue.name
            )}
          </p>
          <StarRating score={summary.rating} size="small" />
        </>
      ) : (
        <>
          <div className="block line" style={{ width: '45%' }} />
          <div className="block line" style={{ width: '35%' }} />
        </>
      )}
      <div className="block line" style={{ width: '60%' }} />
      <div className="block line" style={{ width: '100%', height: '80px', marginTop: space.md }} />
      <div className="block strip" />
      <div className="block line" style={{ width: '100%', height: '3rem' }} />
      <div className="block button" />
    </Skeleton>
  )
}

/**
 * The details view fed by GetActivity (cache-first: reopening an activity is instant): the
 * skeleton while it loads, a message with 'Try again' when it fails, 'no longer available'
 * for an activity the API does not know (or no longer publishes).
 */
export function ActivityDetails({
  activityId,
  summary,
  today,
  ...viewProps
}: ActivityDetailsProps) {
  const [mountedToday] = useState(() => londonWeekDay(new Date()))
  const { data, loading, error, refetch } = useQuery(GetActivityDocument, {
    variables: { id: activityId },
    fetchPolicy: 'cache-first',
  })
  const activity = data?.activity

  if (activity && activity.id === activityId) {
    return <ActivityDetailsView activity={activity} today={today ?? mountedToday} {...viewProps} />
  }
  if (loading) {
    return (
      <ActivityDetailsSkeleton
        summary={summary}
        headingLevel={viewProps.headingLevel}
        showTitle={viewProps.showTitle}
      />
    )
  }
  if (!error || hasErrorCode(error, 'NOT_FOUND')) {
    return (
      <Message role="status">
        <p>{DETAILS_NOT_FOUND_TEXT}</p>
      </Message>
    )
  }
  return (
    <Message role="alert">
      <p>{DETAILS_ERROR_TEXT}</p>
      <RetryButton
        type="button"
        // The error stays on screen until the retry settles; a failed retry shows it again.
        onClick={() => void refetch().catch(() => undefined)}
      >
        {RETRY_LABEL}
      </RetryButton>
    </Message>
  )
}
