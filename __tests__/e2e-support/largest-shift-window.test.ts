/**
 * @jest-environment node
 *
 * The e2e suite's CLS: session windows as browsers define them (shifts within 1 s of the last,
 * a window at most 5 s long), the largest window's sum.
 */
import { largestShiftWindow } from '@/e2e/support/layout-shifts'

const at = (startTime: number, value: number) => ({ startTime, value })

describe('largestShiftWindow', () => {
  it.each([
    ['no shift', [], 0],
    ['one shift', [at(100, 0.01)], 0.01],
    ['shifts under 1 s apart: one window', [at(100, 0.01), at(900, 0.02), at(1_800, 0.005)], 0.035],
    ['a gap over 1 s starts a window', [at(100, 0.01), at(1_200, 0.015)], 0.015],
    [
      'a window ends 5 s after its first shift',
      [
        at(0, 0.01),
        at(900, 0.01),
        at(1_800, 0.01),
        at(2_700, 0.01),
        at(3_600, 0.01),
        at(4_500, 0.01),
        at(5_400, 0.01),
      ],
      0.06,
    ],
    ['the largest window, not the last', [at(0, 0.03), at(2_000, 0.01)], 0.03],
  ])('%s', (_name, shifts, expected) => {
    expect(largestShiftWindow(shifts)).toBeCloseTo(expected, 10)
  })
})
