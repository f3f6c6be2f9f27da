/** When the phone's fullscreen map button shows (spec §4, §5). */
import { ANY_ACTIVITY_TYPE } from '../activity-types'
import { breakpoints } from '@/styles/tokens'

/**
 * Spec §5: only below the mobile breakpoint, with an activity type chosen, and the
 * noFullscreenMap experiment off.
 */
export function showFullscreenButton(options: {
  viewportWidth: number
  activityType: string | null
  noFullscreenMap: boolean
}): boolean {
  const { viewportWidth, activityType, noFullscreenMap } = options
  const typeChosen = !!activityType && activityType !== ANY_ACTIVITY_TYPE
  return viewportWidth < breakpoints.mobile && typeChosen && !noFullscreenMap
}

/**
 * The phone's 'View Map' overlay, which opens the fullscreen map, obeys the same rule (spec
 * §2, §5); it also stays off while the map is fullscreen and while a panel covers the small map
 * (a shared activity's details). Without it the small map is used in place.
 */
export function showViewMapOverlay(options: {
  fullscreenAllowed: boolean
  fullscreen: boolean
  panelOpen: boolean
}): boolean {
  return options.fullscreenAllowed && !options.fullscreen && !options.panelOpen
}
