/** @jest-environment node */
import type { ExperimentDefinition } from '@/lib/experiments/definition'
import { experimentReport, formatDifference, formatPercent } from '@/lib/experiments/report'

const definition: ExperimentDefinition = {
  key: 'ctaButtonText',
  description: '',
  status: 'running',
  variants: [
    { key: 'control', allocation: 50 },
    { key: 'b', allocation: 0, buttonText: 'Go', retired: true },
    { key: 'c', allocation: 50, buttonText: 'Join' },
  ],
  pathPrefix: null,
}

describe('experimentReport', () => {
  it('reports every variant per goal, retired ones too, with no data as zero', () => {
    const report = experimentReport(definition, [
      { variantKey: 'control', visitors: 1000, conversions: { 'cta-click': 100, lead: 20 } },
      { variantKey: 'b', visitors: 300, conversions: { 'cta-click': 40, lead: 9 } },
    ])
    expect(report.map((goal) => goal.goal)).toEqual(['cta-click', 'lead'])
    const clicks = report[0]!.results
    expect(clicks.variants.map((variant) => [variant.key, variant.arm])).toEqual([
      ['control', { visitors: 1000, conversions: 100 }],
      ['b', { visitors: 300, conversions: 40 }],
      ['c', { visitors: 0, conversions: 0 }],
    ])
    // The split is checked over live variants only: 1000 against 0 is a mismatch.
    expect(clicks.sampleRatioMismatch).toBe(true)
    expect(report[1]!.results.variants[1]!.arm.conversions).toBe(9)
  })
})

describe('formatting', () => {
  it.each([
    [0.1234, '12.3 %'],
    [null, '–'],
  ])('formatPercent(%p) → %p', (value, text) => expect(formatPercent(value)).toBe(text))

  it.each([
    [0.03, [0.002, 0.058], '+3.0 pp (+0.2 to +5.8)'],
    [-0.012, [-0.027, 0.003], '−1.2 pp (−2.7 to +0.3)'],
  ] as const)('formatDifference(%p, %p) → %p', (difference, interval, text) =>
    expect(formatDifference(difference, interval)).toBe(text),
  )
})
