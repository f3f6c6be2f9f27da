/**
 * An experiment's results as the desk shows them: per goal (CTA click, email lead), every
 * variant of the definition in its order (control first, retired ones kept) against control,
 * from the visitor and conversion counts the database grouped.
 */
import type { ExperimentDefinition } from './definition'
import { experimentResults, type ExperimentResults } from './statistics'

export const GOALS = [
  { key: 'cta-click', label: 'Call-to-action clicks' },
  { key: 'lead', label: 'Email leads' },
] as const
export type GoalKey = (typeof GOALS)[number]['key']

export interface VariantCountsInput {
  variantKey: string
  visitors: number
  conversions: Record<GoalKey, number>
}

export interface GoalReport {
  goal: GoalKey
  label: string
  results: ExperimentResults
}

export function experimentReport(
  definition: ExperimentDefinition,
  counts: readonly VariantCountsInput[],
): GoalReport[] {
  const byKey = new Map(counts.map((row) => [row.variantKey, row]))
  return GOALS.map(({ key, label }) => ({
    goal: key,
    label,
    results: experimentResults(
      definition.variants.map((variant) => {
        const row = byKey.get(variant.key)
        return {
          key: variant.key,
          arm: { visitors: row?.visitors ?? 0, conversions: row?.conversions[key] ?? 0 },
          allocation: variant.allocation,
          live: !variant.retired,
        }
      }),
    ),
  }))
}

/** '12.3 %'; '–' without visitors. */
export function formatPercent(value: number | null, digits = 1): string {
  return value === null ? '–' : `${(value * 100).toFixed(digits)} %`
}

/** '+1.2 pp (−0.3 to +2.7)': a difference of rates in percentage points with its interval. */
export function formatDifference(difference: number, interval: readonly [number, number]): string {
  const points = (value: number) => {
    const fixed = (value * 100).toFixed(1)
    return value > 0 ? `+${fixed}` : fixed.replace('-', '−')
  }
  return `${points(difference)} pp (${points(interval[0])} to ${points(interval[1])})`
}
