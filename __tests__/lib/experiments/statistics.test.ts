/** @jest-environment node */
import {
  chiSquareGoodnessOfFit,
  experimentResults,
  probabilityToBeatControl,
  sampleTooSmall,
  twoProportionZTest,
} from '@/lib/experiments/statistics'

describe('twoProportionZTest (textbook values)', () => {
  it.each([
    // control n, x; variant n, x; z; two-sided p; 95 % interval of the difference
    [1000, 100, 1000, 130, 2.1027, 0.03549, [0.002068, 0.057932]],
    [1000, 130, 1000, 100, -2.1027, 0.03549, [-0.057932, -0.002068]],
    [500, 50, 500, 50, 0, 1, [-0.037188, 0.037188]],
    // The Physicians' Health Study (heart attacks on placebo against aspirin), as in Agresti
    [11034, 189, 11037, 104, -5.0014, 5.7e-7, [-0.010724, -0.004688]],
  ])('n=%i x=%i against n=%i x=%i: z %p, p %p', (n1, x1, n2, x2, z, p, [low, high]) => {
    const test = twoProportionZTest(
      { visitors: n1, conversions: x1 },
      { visitors: n2, conversions: x2 },
    )!
    expect(test.z).toBeCloseTo(z, 3)
    expect(test.pValue).toBeCloseTo(p, 4)
    expect(test.interval[0]).toBeCloseTo(low!, 5)
    expect(test.interval[1]).toBeCloseTo(high!, 5)
  })

  it.each([
    [
      { visitors: 0, conversions: 0 },
      { visitors: 10, conversions: 1 },
    ],
    [
      { visitors: 10, conversions: 0 },
      { visitors: 10, conversions: 0 },
    ],
  ])('has nothing to test without visitors or variance', (a, b) => {
    expect(twoProportionZTest(a, b)).toBeNull()
  })
})

describe('chiSquareGoodnessOfFit (textbook values)', () => {
  it.each([
    // df 2: p = exp(-χ²/2) exactly
    [[50, 30, 20], [1, 1, 1], 14, 2, Math.exp(-7)],
    // df 1 at the 5 % critical value 3.841
    [[5000 + 98, 5000 - 98], [50, 50], 3.8416, 1, 0.05],
    // a die rolled 60 times against fair: χ² = 4.2, df 5
    [[8, 9, 12, 11, 6, 14], [1, 1, 1, 1, 1, 1], 4.2, 5, 0.521],
    [[500, 500], [50, 50], 0, 1, 1],
  ])('%j against %j: χ² %p, df %p, p %p', (observed, weights, statistic, df, p) => {
    const test = chiSquareGoodnessOfFit(observed, weights)!
    expect(test.statistic).toBeCloseTo(statistic, 3)
    expect(test.degreesOfFreedom).toBe(df)
    expect(test.pValue).toBeCloseTo(p, 3)
  })

  it('leaves out categories expected at 0 and needs two categories', () => {
    expect(chiSquareGoodnessOfFit([10, 5, 10], [50, 0, 50])!.degreesOfFreedom).toBe(1)
    expect(chiSquareGoodnessOfFit([10, 5], [100, 0])).toBeNull()
    expect(chiSquareGoodnessOfFit([0, 0], [50, 50])).toBeNull()
  })
})

describe('probabilityToBeatControl', () => {
  it.each([
    [{ visitors: 1000, conversions: 100 }, { visitors: 1000, conversions: 100 }, 0.5, 0.5],
    [{ visitors: 1000, conversions: 100 }, { visitors: 1000, conversions: 130 }, 0.97, 0.995],
    [{ visitors: 1000, conversions: 130 }, { visitors: 1000, conversions: 100 }, 0.005, 0.03],
    [{ visitors: 20, conversions: 2 }, { visitors: 20, conversions: 3 }, 0.55, 0.8],
  ])('%j against %j lies in [%p, %p]', (control, variant, low, high) => {
    const p = probabilityToBeatControl(control, variant)!
    expect(p).toBeGreaterThanOrEqual(low)
    expect(p).toBeLessThanOrEqual(high)
  })
})

describe('sampleTooSmall', () => {
  it.each([
    [{ visitors: 99, conversions: 20 }, { visitors: 500, conversions: 50 }, true],
    [{ visitors: 500, conversions: 9 }, { visitors: 500, conversions: 50 }, true],
    [{ visitors: 500, conversions: 495 }, { visitors: 500, conversions: 50 }, true],
    [{ visitors: 100, conversions: 10 }, { visitors: 100, conversions: 10 }, false],
  ])('%j against %j → %p', (a, b, expected) => {
    expect(sampleTooSmall(a, b)).toBe(expected)
  })
})

describe('experimentResults', () => {
  it('flags a sample-ratio mismatch below p 0.001 and only then', () => {
    const arm = (visitors: number) => ({ visitors, conversions: Math.round(visitors / 10) })
    const mismatch = experimentResults([
      { key: 'control', arm: arm(5300), allocation: 50, live: true },
      { key: 'b', arm: arm(4700), allocation: 50, live: true },
    ])
    expect(mismatch.sampleRatio!.pValue).toBeLessThan(0.001)
    expect(mismatch.sampleRatioMismatch).toBe(true)
    const fine = experimentResults([
      { key: 'control', arm: arm(5050), allocation: 50, live: true },
      { key: 'b', arm: arm(4950), allocation: 50, live: true },
      { key: 'gone', arm: arm(900), allocation: 0, live: false },
    ])
    expect(fine.sampleRatioMismatch).toBe(false)
    expect(fine.variants.map((variant) => variant.key)).toEqual(['control', 'b', 'gone'])
    expect(fine.variants[0]!.test).toBeNull()
    expect(fine.variants[1]!.test).not.toBeNull()
  })
})
