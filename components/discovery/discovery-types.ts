import type { ActivityTypeOption } from '@/lib/discovery/activity-selector'
import type { PurchaseConfig } from '@/lib/pricing/purchase-config'
import type { CarouselActivity } from './popular-carousel'
import type { PanelActivity } from './side-panel'

/**
 * What the server hands the discovery island: plain, serialisable props, and only what the
 * island renders (every byte is in the page twice: in its HTML and in the RSC payload).
 */
export interface DiscoveryCity {
  city: string
  cityName: string
  mapCenter: { lat: number; lng: number }
}

export interface DiscoveryIslandProps {
  /** The page's city when it cannot be changed (a city page); null on the national page. */
  fixedCity: DiscoveryCity | null
  /** Every city, for the dropdown of the national page. */
  cities: readonly DiscoveryCity[]
  /** The config's map centre, used until a city is chosen (spec §4). */
  initialMapCenter: { lat: number; lng: number } | null
  /** The server's popular picks for the fixed city, shown until the island has the city's list. */
  initialPopular: readonly CarouselActivity[]
  /** The fixed city's activity types, known to the server: the selector needs no list for them. */
  initialActivityTypes: readonly string[]
  /** The config's activityTypeOptions (spec §3): the selector's options; null: the city's types. */
  activityTypeOptions: readonly ActivityTypeOption[] | null
  /** What the details view's purchase block needs of the page's config. */
  purchase: PurchaseConfig
  /** The activity a shared `?activity={id}` link opens: its details show at once. */
  sharedActivity: PanelActivity | null
}
