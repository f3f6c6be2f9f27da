import { focusTrapTarget } from '@/lib/focus-trap'

describe('focusTrapTarget', () => {
  it.each<[string, number, number, boolean, number | undefined]>([
    ['Tab on the last wraps to the first', 2, 3, false, 0],
    ['Shift+Tab on the first wraps to the last', 0, 3, true, 2],
    ['Tab in the middle: browser default', 0, 3, false, undefined],
    ['Shift+Tab in the middle: browser default', 2, 3, true, undefined],
    ['focus outside, Tab: first', -1, 3, false, 0],
    ['focus outside, Shift+Tab: last', -1, 3, true, 2],
    ['one element, Tab stays', 0, 1, false, 0],
    ['one element, Shift+Tab stays', 0, 1, true, 0],
    ['nothing focusable', -1, 0, false, undefined],
  ])('%s', (_label, current, count, backwards, expected) => {
    expect(focusTrapTarget({ current, count, backwards })).toBe(expected)
  })
})
