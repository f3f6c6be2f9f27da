/**
 * Per-passport booking rules of an activity (spec §3 "Activity pricing info"). Consistency the
 * API and pages rely on: a top-up is a positive amount exactly when one is required, and an
 * activity not allowed on a passport never asks for a top-up.
 */
import type { PassportPricing } from '../../schema'
import type { Random } from './random'

/** Pounds per visit. */
export const TOP_UP_AMOUNTS = [2.5, 4, 5] as const

/** The flag combinations a passport can have: 8 when allowed, 4 when not (no top-up). */
export interface PricingFlags {
  isAllowedOnPassport: boolean
  isTopUpRequired: boolean
  isOutOfAllowanceAllowed: boolean
  outOfAllowance: boolean
}

export const PRICING_FLAG_COMBINATIONS: readonly PricingFlags[] = (() => {
  const combinations: PricingFlags[] = []
  for (const isAllowedOnPassport of [true, false]) {
    for (const isTopUpRequired of isAllowedOnPassport ? [false, true] : [false]) {
      for (const isOutOfAllowanceAllowed of [true, false]) {
        for (const outOfAllowance of [false, true]) {
          combinations.push({
            isAllowedOnPassport,
            isTopUpRequired,
            isOutOfAllowanceAllowed,
            outOfAllowance,
          })
        }
      }
    }
  }
  return combinations
})()

export function pricingFromFlags(flags: PricingFlags, random: Random): PassportPricing {
  return { ...flags, topUp: flags.isTopUpRequired ? random.pick(TOP_UP_AMOUNTS) : 0 }
}

/** Odds per passport: the full passport reaches more activities and needs fewer top-ups. */
const ODDS = {
  lite: { allowed: 0.85, topUp: 0.18, outOfAllowanceAllowed: 0.6, outOfAllowance: 0.1 },
  full: { allowed: 0.97, topUp: 0.08, outOfAllowanceAllowed: 0.8, outOfAllowance: 0.05 },
} as const

export type PassportTier = keyof typeof ODDS

export function randomPricing(tier: PassportTier, random: Random): PassportPricing {
  const odds = ODDS[tier]
  const isAllowedOnPassport = random.chance(odds.allowed)
  return pricingFromFlags(
    {
      isAllowedOnPassport,
      isTopUpRequired: isAllowedOnPassport && random.chance(odds.topUp),
      isOutOfAllowanceAllowed: random.chance(odds.outOfAllowanceAllowed),
      outOfAllowance: random.chance(odds.outOfAllowance),
    },
    random,
  )
}

export function pricingFlagsKey(pricing: PricingFlags): string {
  return [
    pricing.isAllowedOnPassport,
    pricing.isTopUpRequired,
    pricing.isOutOfAllowanceAllowed,
    pricing.outOfAllowance,
  ]
    .map((flag) => (flag ? '1' : '0'))
    .join('')
}
