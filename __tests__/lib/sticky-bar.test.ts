import { isStickyBarVisible } from '@/lib/sticky-bar'

describe('isStickyBarVisible (spec §2)', () => {
  it.each([
    [0, true, false, false],
    [0, false, false, false],
    [120, true, false, false],
    [120, false, false, true],
    [1, false, false, true],
    [0, true, true, true],
    [500, true, true, true],
  ])(
    'scrollY %p, header in view %p, map fullscreen %p → %p',
    (scrollY, headerInView, mapFullscreen, visible) => {
      expect(isStickyBarVisible({ scrollY, headerInView, mapFullscreen })).toBe(visible)
    },
  )
})
