/**
 * The desk's experiment statistics, per variant against control: conversion rates, the
 * difference with a 95 % confidence interval, a two-proportion z-test, the probability to beat
 * control, whether the sample is still too small to decide, and the sample-ratio-mismatch check
 * (a chi-square goodness-of-fit test of the visitors' split against the allocation). The
 * distributions come from jstat; the formulas are the textbook ones.
 */
import { jStat } from 'jstat'

export interface Arm {
  visitors: number
  conversions: number
}

/** The z-test's normal approximation wants this many conversions and non-conversions per arm. */
export const MIN_CONVERSIONS_PER_ARM = 10
/** Below this many visitors per arm a difference is noise whatever its p-value. */
export const MIN_VISITORS_PER_ARM = 100
/** A split this unlikely under the allocation means the experiment is broken (p < 0.001). */
export const SRM_P_THRESHOLD = 0.001
export const CONFIDENCE = 0.95

export function conversionRate(arm: Arm): number | null {
  return arm.visitors > 0 ? arm.conversions / arm.visitors : null
}

export interface TwoProportionTest {
  /** Variant rate minus control rate (absolute, as a proportion). */
  difference: number
  /** 95 % confidence interval of the difference (unpooled standard error, Wald). */
  interval: [number, number]
  /** The z statistic with the pooled standard error. */
  z: number
  /** Two-sided p-value. */
  pValue: number
}

/**
 * The two-proportion z-test of a variant against control; null when either arm has no visitors
 * or the pooled rate is 0 or 1 (no variance to test).
 */
export function twoProportionZTest(control: Arm, variant: Arm): TwoProportionTest | null {
  if (control.visitors <= 0 || variant.visitors <= 0) return null
  const p1 = control.conversions / control.visitors
  const p2 = variant.conversions / variant.visitors
  const pooled = (control.conversions + variant.conversions) / (control.visitors + variant.visitors)
  const pooledSe = Math.sqrt(pooled * (1 - pooled) * (1 / control.visitors + 1 / variant.visitors))
  if (pooledSe === 0) return null
  const z = (p2 - p1) / pooledSe
  const pValue = 2 * (1 - jStat.normal.cdf(Math.abs(z), 0, 1))
  const se = Math.sqrt((p1 * (1 - p1)) / control.visitors + (p2 * (1 - p2)) / variant.visitors)
  const critical = jStat.normal.inv(1 - (1 - CONFIDENCE) / 2, 0, 1)
  const difference = p2 - p1
  return {
    difference,
    interval: [difference - critical * se, difference + critical * se],
    z,
    pValue,
  }
}

/**
 * The probability that the variant's true rate beats control's: each rate's posterior is
 * Beta(1 + conversions, 1 + non-conversions) (a uniform prior), and the difference of the two is
 * taken as normal with their means and variances (accurate at the sample sizes the desk decides
 * on; the too-small warning covers the rest).
 */
export function probabilityToBeatControl(control: Arm, variant: Arm): number | null {
  if (control.visitors <= 0 || variant.visitors <= 0) return null
  const moments = ({ visitors, conversions }: Arm) => {
    const a = 1 + conversions
    const b = 1 + visitors - conversions
    return { mean: a / (a + b), variance: (a * b) / ((a + b) ** 2 * (a + b + 1)) }
  }
  const c = moments(control)
  const v = moments(variant)
  return jStat.normal.cdf((v.mean - c.mean) / Math.sqrt(c.variance + v.variance), 0, 1)
}

/** Too small to decide: an arm below the visitor minimum or the z-test's success/failure counts. */
export function sampleTooSmall(control: Arm, variant: Arm): boolean {
  return [control, variant].some(
    (arm) =>
      arm.visitors < MIN_VISITORS_PER_ARM ||
      arm.conversions < MIN_CONVERSIONS_PER_ARM ||
      arm.visitors - arm.conversions < MIN_CONVERSIONS_PER_ARM,
  )
}

export interface ChiSquareTest {
  statistic: number
  degreesOfFreedom: number
  pValue: number
}

/**
 * Pearson's chi-square goodness-of-fit test of observed counts against expected proportions
 * (any positive weights; they are normalised). Categories expected at 0 are left out. Null with
 * fewer than two categories or no observations.
 */
export function chiSquareGoodnessOfFit(
  observed: readonly number[],
  expectedWeights: readonly number[],
): ChiSquareTest | null {
  const cells = observed
    .map((count, index) => ({ count, weight: expectedWeights[index] ?? 0 }))
    .filter((cell) => cell.weight > 0)
  const total = cells.reduce((sum, cell) => sum + cell.count, 0)
  const weightSum = cells.reduce((sum, cell) => sum + cell.weight, 0)
  if (cells.length < 2 || total <= 0) return null
  const statistic = cells.reduce((sum, cell) => {
    const expected = (total * cell.weight) / weightSum
    return sum + (cell.count - expected) ** 2 / expected
  }, 0)
  const degreesOfFreedom = cells.length - 1
  return {
    statistic,
    degreesOfFreedom,
    pValue: 1 - jStat.chisquare.cdf(statistic, degreesOfFreedom),
  }
}

export interface VariantResult {
  key: string
  arm: Arm
  rate: number | null
  /** Null for control itself. */
  test: TwoProportionTest | null
  probabilityToBeat: number | null
  tooSmall: boolean
}

export interface ExperimentResults {
  variants: VariantResult[]
  sampleRatio: ChiSquareTest | null
  sampleRatioMismatch: boolean
}

/**
 * Every variant against the first one (control). The sample-ratio check covers the variants
 * new visitors can still get, against their allocations.
 */
export function experimentResults(
  arms: readonly { key: string; arm: Arm; allocation: number; live: boolean }[],
): ExperimentResults {
  const control = arms[0]
  const variants = arms.map(({ key, arm }, index): VariantResult => {
    const isControl = index === 0 || !control
    return {
      key,
      arm,
      rate: conversionRate(arm),
      test: isControl ? null : twoProportionZTest(control.arm, arm),
      probabilityToBeat: isControl ? null : probabilityToBeatControl(control.arm, arm),
      tooSmall: isControl ? false : sampleTooSmall(control.arm, arm),
    }
  })
  const live = arms.filter((arm) => arm.live)
  const sampleRatio = chiSquareGoodnessOfFit(
    live.map((arm) => arm.arm.visitors),
    live.map((arm) => arm.allocation),
  )
  return {
    variants,
    sampleRatio,
    sampleRatioMismatch: sampleRatio !== null && sampleRatio.pValue < SRM_P_THRESHOLD,
  }
}
