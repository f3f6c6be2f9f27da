'use client'

import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { TextButton } from '@/components/ui/text-button'
import { PanelFrame } from './panel-frame'
import type { PanelView } from '@/lib/discovery/panel-stack'
import { venueListTitle } from '@/lib/discovery/titles'
import {
  CLEAR_FILTERS_LABEL,
  filterVenues,
  moreVenuesMessage,
  NO_ACTIVITIES_MESSAGE,
  NO_VENUES_MESSAGE,
  VENUE_LIST_MAX,
  type VenueSummary,
} from '@/lib/discovery/venue-filter'
import { ratingLabel } from '@/lib/rating'
import { Header, IconButton, Body } from './side-panel.styles'

/** Venues a phone's list shows on its first screen and a bit beyond. */
const FIRST_SCREEN_VENUES = 12

/** What the panel knows of an activity: from the city's list or from a pin search. */
export interface PanelActivity {
  id: string
  title: string
  activityType: string
  rating: number
  lat: number | null
  lng: number | null
  locationKey: string | null
  thumb_img_url: string | null
  venue: { id: string; name: string; address: string | null; urlSlug: string | null }
}

export interface SidePanelProps {
  view: PanelView
  cityName: string
  venues: readonly VenueSummary[]
  /**
   * The city's whole venue list is on its way: `venues` are the map's so far, and the list is
   * marked busy (aria-busy) until they are replaced.
   */
  venuesUpdating?: boolean
  activities: ReadonlyMap<string, PanelActivity>
  /** The activity type filter ('any': none). */
  activityType: string
  onBack: () => void
  onClose: () => void
  onOpenVenue: (venueId: string) => void
  onOpenActivity: (activityId: string) => void
  onClearFilters: () => void
  /** The details view of an activity (with what the map knows of it, when it knows it). */
  renderDetails: (activityId: string, summary: PanelActivity | undefined) => ReactNode
}

function titleOf(view: PanelView, props: SidePanelProps): string {
  switch (view.type) {
    case 'VENUE_LIST':
      return venueListTitle(props.cityName)
    case 'ACTIVITY_LIST': {
      const filter = view.filter
      if ('venueId' in filter) {
        return props.venues.find((venue) => venue.id === filter.venueId)?.name ?? 'Activities'
      }
      for (const activity of props.activities.values()) {
        if (activity.locationKey === filter.locationKey) return activity.venue.name
      }
      return 'Activities here'
    }
    case 'ACTIVITY_DETAILS':
      return props.activities.get(view.activityId)?.title ?? 'Activity details'
  }
}

function VenueList({ query, ...props }: SidePanelProps & { query: string }) {
  const matches = useMemo(() => filterVenues(props.venues, query), [props.venues, query])
  const all = useMemo(() => matches.slice(0, VENUE_LIST_MAX), [matches])
  const firstScreen = useMemo(() => all.slice(0, FIRST_SCREEN_VENUES), [all])
  // The tap that opens the list paints a screenful at once; the rest follows in the background
  // (100 venues cost the tap ~130 ms on a slow phone, bench:interactions).
  const shown = useDeferredValue(all, firstScreen)
  if (matches.length === 0) {
    return (
      <div className="empty">
        <p>{NO_VENUES_MESSAGE}</p>
        {props.activityType !== 'any' ? (
          <TextButton type="button" onClick={props.onClearFilters}>
            {CLEAR_FILTERS_LABEL}
          </TextButton>
        ) : null}
      </div>
    )
  }
  return (
    <>
      <ul aria-label="Venues" aria-busy={props.venuesUpdating || undefined}>
        {shown.map((venue) => (
          <li key={venue.id}>
            <button type="button" onClick={() => props.onOpenVenue(venue.id)}>
              <span className="name">{venue.name}</span>
              {venue.address ? <span className="meta">{venue.address}</span> : null}
              <span className="meta">
                {venue.activityIds.length === 1
                  ? '1 activity'
                  : `${venue.activityIds.length} activities`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {matches.length > all.length ? (
        <p className="more">{moreVenuesMessage(matches.length - all.length)}</p>
      ) : null}
    </>
  )
}

function ActivityList({
  items,
  onOpenActivity,
}: {
  items: readonly PanelActivity[]
  onOpenActivity: (activityId: string) => void
}) {
  if (items.length === 0) return <p className="empty">{NO_ACTIVITIES_MESSAGE}</p>
  return (
    <ul aria-label="Activities">
      {items.map((activity) => (
        <li key={activity.id}>
          <button type="button" onClick={() => onOpenActivity(activity.id)}>
            <span className="name">{activity.title}</span>
            <span className="meta">{activity.venue.name}</span>
            <span className="meta">{ratingLabel(activity.rating)}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

/**
 * The side panel (spec §2, §4): the top view of the stack — venue list, activity list (of a
 * venue or a grouped location) or activity details — with Back and Close. Each new view moves
 * focus to its heading, so keyboard and screen-reader users land where the content changed.
 */
export function SidePanel(props: SidePanelProps) {
  const { view } = props
  const heading = useRef<HTMLHeadingElement>(null)
  const title = titleOf(view, props)
  const viewKey = JSON.stringify(view.type === 'VENUE_LIST' ? { type: view.type } : view)

  useEffect(() => {
    // Not for typing in the search box: the venue list's query changes on every key.
    if (document.activeElement?.getAttribute('type') === 'search') return
    // In the next frame, not in the tap's task: focusing lays the new view out at once, and
    // the frame would lay it out again.
    const frame = requestAnimationFrame(() => heading.current?.focus({ preventScroll: true }))
    return () => cancelAnimationFrame(frame)
  }, [viewKey])

  const listed = useMemo(() => {
    if (view.type !== 'ACTIVITY_LIST') return []
    const filter = view.filter
    const matches: PanelActivity[] = []
    for (const activity of props.activities.values()) {
      const inList =
        'venueId' in filter
          ? activity.venue.id === filter.venueId
          : activity.locationKey === filter.locationKey
      const typeMatches =
        props.activityType === 'any' || activity.activityType === props.activityType
      if (inList && typeMatches) matches.push(activity)
    }
    return matches.sort((a, b) => b.rating - a.rating || a.title.localeCompare(b.title, 'en-GB'))
  }, [view, props.activities, props.activityType])

  return (
    <PanelFrame aria-labelledby="side-panel-heading" data-view={view.type} data-testid="side-panel">
      <Header>
        {/* Spec §4: Back pops; from the last view it returns to the map. */}
        <IconButton type="button" onClick={props.onBack}>
          Back
        </IconButton>
        <h3 id="side-panel-heading" ref={heading} tabIndex={-1}>
          {title}
        </h3>
        <IconButton type="button" onClick={props.onClose} aria-label="Close panel">
          ✕
        </IconButton>
      </Header>
      <Body>
        {view.type === 'VENUE_LIST' ? <VenueList {...props} query={view.query} /> : null}
        {view.type === 'ACTIVITY_LIST' ? (
          <ActivityList items={listed} onOpenActivity={props.onOpenActivity} />
        ) : null}
        {view.type === 'ACTIVITY_DETAILS'
          ? props.renderDetails(view.activityId, props.activities.get(view.activityId))
          : null}
      </Body>
    </PanelFrame>
  )
}
