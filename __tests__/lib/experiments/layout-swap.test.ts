import { canSwapOutOfSight, nextShownLayout } from '@/lib/experiments/layout-swap'

describe('canSwapOutOfSight: only a region wholly below the viewport changes', () => {
  it.each([
    ['below the fold', 882, 800, true],
    ['starting exactly at the fold', 800, 800, true],
    ['its top in view', 799, 800, false],
    ['in the middle of the view', 120, 800, false],
    ['scrolled past (above the view)', -3_000, 800, false],
    ['no viewport', 900, 0, false],
    ['no measure', Number.NaN, 800, false],
  ])('%s (top %p, viewport %p) → %p', (_, top, viewport, expected) => {
    expect(canSwapOutOfSight(top, viewport)).toBe(expected)
  })
})

describe('nextShownLayout', () => {
  it.each([
    ['the variant, out of sight', false, true, 900, true],
    ['the variant, in sight: keeps the live layout for this view', false, true, 400, false],
    ['back to the live layout, out of sight', true, false, 900, false],
    ['back to the live layout, in sight: keeps the variant', true, false, 400, true],
    ['nothing to change', true, true, 400, true],
  ])('%s', (_, shown, wanted, top, expected) => {
    expect(nextShownLayout(shown, wanted, top, 800)).toBe(expected)
  })
})
