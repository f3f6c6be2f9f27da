/** @jest-environment node */
import { showFullscreenButton, showViewMapOverlay } from '@/lib/discovery/fullscreen-rule'

describe('showFullscreenButton (spec §5)', () => {
  it.each<[number, string | null, boolean, boolean]>([
    [375, 'yoga', false, true],
    [767, 'gym', false, true],
    [767.5, 'gym', false, true],
    [768, 'gym', false, false],
    [1280, 'yoga', false, false],
    [375, null, false, false],
    [375, 'any', false, false],
    [375, '', false, false],
    [375, 'yoga', true, false],
    [1280, null, true, false],
  ])(
    'width %p, type %p, noFullscreenMap %p → %p',
    (viewportWidth, activityType, noFullscreenMap, expected) => {
      expect(showFullscreenButton({ viewportWidth, activityType, noFullscreenMap })).toBe(expected)
    },
  )
})

describe("showViewMapOverlay: 'View Map' obeys the fullscreen rule", () => {
  it.each<[number, string | null, boolean, boolean, boolean, boolean]>([
    [375, 'yoga', false, false, false, true],
    [375, 'any', false, false, false, false],
    [375, null, false, false, false, false],
    [375, 'yoga', true, false, false, false],
    [1280, 'yoga', false, false, false, false],
    [375, 'yoga', false, true, false, false],
    [375, 'yoga', false, false, true, false],
  ])(
    'width %p, type %p, noFullscreenMap %p, fullscreen %p, panel open %p → %p',
    (viewportWidth, activityType, noFullscreenMap, fullscreen, panelOpen, expected) => {
      const fullscreenAllowed = showFullscreenButton({
        viewportWidth,
        activityType,
        noFullscreenMap,
      })
      expect(showViewMapOverlay({ fullscreenAllowed, fullscreen, panelOpen })).toBe(expected)
    },
  )
})
