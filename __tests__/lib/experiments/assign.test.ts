/** @jest-environment node */
import { createExperimentEvaluator } from '@/lib/experiments/assign'
import type { ExperimentDefinition } from '@/lib/experiments/definition'
import { decodeStickyCookie, encodeStickyCookie } from '@/lib/experiments/sticky-cookie'

const visitors = Array.from({ length: 10_000 }, (_, i) => `visitor-${String(i).padStart(5, '0')}`)

function experiment(overrides: Partial<ExperimentDefinition> = {}): ExperimentDefinition {
  return {
    key: 'ctaButtonText',
    description: '',
    status: 'running',
    variants: [
      { key: 'control', allocation: 50 },
      { key: 'b', allocation: 50, buttonText: 'Start moving today' },
    ],
    pathPrefix: null,
    ...overrides,
  }
}

describe('assignment', () => {
  it('stays the same across calls and across evaluators built from the same table', () => {
    const first = createExperimentEvaluator([experiment()])
    const second = createExperimentEvaluator([experiment()])
    for (const visitorId of visitors.slice(0, 500)) {
      const a = first.assign({ visitorId, path: '/london' }).byKey.ctaButtonText
      expect(first.assign({ visitorId, path: '/london' }).byKey.ctaButtonText).toEqual(a)
      expect(second.assign({ visitorId, path: '/manchester' }).byKey.ctaButtonText).toEqual(a)
    }
  })

  it.each([[[50, 50]], [[10, 90]], [[34, 33, 33]], [[80, 10, 10]]])(
    'splits 10,000 made-up visitors within ±2 %% of %j',
    (allocations) => {
      const definition = experiment({
        variants: allocations.map((allocation, index) =>
          index === 0
            ? { key: 'control', allocation }
            : { key: `v${index}`, allocation, buttonText: `Text ${index}` },
        ),
      })
      const evaluator = createExperimentEvaluator([definition])
      const counts = new Map<string, number>()
      for (const visitorId of visitors) {
        const { variant, counted } = evaluator.assign({ visitorId, path: '/' }).byKey.ctaButtonText!
        expect(counted).toBe(true)
        counts.set(variant, (counts.get(variant) ?? 0) + 1)
      }
      definition.variants.forEach((variant) => {
        const share = ((counts.get(variant.key) ?? 0) / visitors.length) * 100
        expect(Math.abs(share - variant.allocation)).toBeLessThanOrEqual(2)
      })
    },
  )

  it('hashes each experiment with its own key: one visitor is not in the same arm everywhere', () => {
    const evaluator = createExperimentEvaluator([
      experiment({
        key: 'noFullscreenMap',
        variants: [
          { key: 'control', allocation: 50 },
          { key: 'on', allocation: 50 },
        ],
      }),
      experiment({
        key: 'pricingTabs',
        variants: [
          { key: 'control', allocation: 50 },
          { key: 'noTabs', allocation: 50 },
        ],
      }),
    ])
    let same = 0
    for (const visitorId of visitors.slice(0, 2000)) {
      const { byKey } = evaluator.assign({ visitorId, path: '/' })
      if ((byKey.noFullscreenMap!.variant === 'on') === (byKey.pricingTabs!.variant === 'noTabs'))
        same += 1
    }
    expect(same / 2000).toBeGreaterThan(0.45)
    expect(same / 2000).toBeLessThan(0.55)
  })

  it.each([
    ['off', false],
    ['stopped', false],
    ['running', true],
  ] as const)('status %s: control for everyone unless running (counted %p)', (status, counted) => {
    const evaluator = createExperimentEvaluator([
      experiment({
        status,
        variants: [
          { key: 'control', allocation: 0 },
          { key: 'b', allocation: 100, buttonText: 'Go' },
        ],
      }),
    ])
    const { byKey, stickyDoc } = evaluator.assign({ visitorId: visitors[0]!, path: '/' })
    expect(byKey.ctaButtonText).toEqual(
      counted
        ? { variant: 'b', buttonText: 'Go', counted: true }
        : { variant: 'control', counted: false },
    )
    expect(stickyDoc === null).toBe(!counted)
  })

  it.each([
    ['/offers/spring-welcome', true],
    ['/offers/', true],
    ['/london', false],
    ['/offersx', false],
  ])('targets the path prefix /offers/: %s → in the experiment %p', (path, inside) => {
    const evaluator = createExperimentEvaluator([
      experiment({
        pathPrefix: '/offers/',
        variants: [
          { key: 'control', allocation: 0 },
          { key: 'b', allocation: 100, buttonText: 'Go' },
        ],
      }),
    ])
    expect(evaluator.assign({ visitorId: visitors[1]!, path }).byKey.ctaButtonText!.variant).toBe(
      inside ? 'b' : 'control',
    )
  })

  it('keeps a visitor in their variant when the allocation changes (sticky bucketing)', () => {
    const before = createExperimentEvaluator([
      experiment({
        variants: [
          { key: 'control', allocation: 0 },
          { key: 'b', allocation: 100, buttonText: 'Go' },
        ],
      }),
    ])
    const first = before.assign({ visitorId: visitors[2]!, path: '/' })
    expect(first.byKey.ctaButtonText!.variant).toBe('b')
    // The doc goes through the cookie and back.
    const cookieDoc = decodeStickyCookie(encodeStickyCookie(first.stickyDoc!))
    const after = createExperimentEvaluator([
      experiment({
        variants: [
          { key: 'control', allocation: 100 },
          { key: 'b', allocation: 0, buttonText: 'Go' },
        ],
      }),
    ])
    expect(
      after.assign({ visitorId: visitors[2]!, path: '/', stickyDoc: cookieDoc }).byKey
        .ctaButtonText,
    ).toEqual({
      variant: 'b',
      buttonText: 'Go',
      counted: true,
    })
    // Without the document (an objector stores none) the new allocation decides.
    expect(after.assign({ visitorId: visitors[2]!, path: '/' }).byKey.ctaButtonText!.variant).toBe(
      'control',
    )
  })

  it('shows control to visitors of a retired variant and counts them no further', () => {
    const before = createExperimentEvaluator([
      experiment({
        variants: [
          { key: 'control', allocation: 0 },
          { key: 'b', allocation: 100, buttonText: 'Go' },
        ],
      }),
    ])
    const { stickyDoc } = before.assign({ visitorId: visitors[3]!, path: '/' })
    const after = createExperimentEvaluator([
      experiment({
        variants: [
          { key: 'control', allocation: 50 },
          { key: 'b', allocation: 0, buttonText: 'Go', retired: true },
          { key: 'c', allocation: 50, buttonText: 'Join' },
        ],
      }),
    ])
    expect(
      after.assign({ visitorId: visitors[3]!, path: '/', stickyDoc }).byKey.ctaButtonText,
    ).toEqual({
      variant: 'control',
      counted: false,
    })
    for (const visitorId of visitors.slice(100, 400)) {
      expect(after.assign({ visitorId, path: '/' }).byKey.ctaButtonText!.variant).not.toBe('b')
    }
  })

  it('applies QA overrides without counting them, even while the experiment is off', () => {
    const evaluator = createExperimentEvaluator([experiment({ status: 'off' })])
    expect(
      evaluator.assign({ visitorId: visitors[4]!, path: '/', forced: { ctaButtonText: 'b' } }).byKey
        .ctaButtonText,
    ).toEqual({ variant: 'b', buttonText: 'Start moving today', counted: false })
  })

  it('ignores a sticky document of another visitor', () => {
    const evaluator = createExperimentEvaluator([experiment()])
    const other = {
      attributeName: 'id',
      attributeValue: 'someone-else',
      assignments: { ctaButtonText__0: 'b' },
    }
    const { stickyDoc } = evaluator.assign({ visitorId: visitors[5]!, path: '/', stickyDoc: other })
    expect(stickyDoc?.attributeValue).toBe(visitors[5])
  })
})
