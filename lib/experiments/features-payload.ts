/**
 * The GrowthBook features payload we build from our own experiments table (no GrowthBook
 * server): one feature per experiment, whose value is what a visitor sees. A running
 * experiment gets an experiment rule hashed on the visitor's callsign (`id`) with the
 * experiment key as seed; a path prefix becomes a force rule that gives every other page
 * control first, so targeting holds for sticky visitors too. Retired variants stay in the rule
 * with weight 0 and control's value, so a visitor stuck to one resolves to control.
 */
import type { FeatureApiResponse, FeatureDefinition, FeatureRule } from '@growthbook/growthbook'
import { CONTROL, type ExperimentDefinition, type ExperimentVariant } from './definition'

/** A feature's value: the variant shown and, for text variants, the button text. */
export interface VariantValue {
  variant: string
  buttonText?: string
  /** The variant the visitor was assigned was retired: they see control, counted no further. */
  retired?: true
}

/** GrowthBook's v2 hash (fnv32a twice, no bias for keys with shared prefixes). */
export const HASH_VERSION = 2
export const HASH_ATTRIBUTE = 'id'
export const PATH_ATTRIBUTE = 'path'

const CONTROL_VALUE: VariantValue = { variant: CONTROL }

function valueOf(variant: ExperimentVariant): VariantValue {
  if (variant.retired) return { ...CONTROL_VALUE, retired: true }
  if (variant.key === CONTROL) return CONTROL_VALUE
  return variant.buttonText === undefined
    ? { variant: variant.key }
    : { variant: variant.key, buttonText: variant.buttonText }
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

function featureOf(definition: ExperimentDefinition): FeatureDefinition<VariantValue> {
  if (definition.status !== 'running') return { defaultValue: CONTROL_VALUE }
  const rules: FeatureRule<VariantValue>[] = []
  if (definition.pathPrefix) {
    rules.push({
      id: `${definition.key}-elsewhere`,
      condition: {
        [PATH_ATTRIBUTE]: { $not: { $regex: `^${escapeRegex(definition.pathPrefix)}` } },
      },
      force: CONTROL_VALUE,
    })
  }
  rules.push({
    id: `${definition.key}-experiment`,
    key: definition.key,
    seed: definition.key,
    hashAttribute: HASH_ATTRIBUTE,
    hashVersion: HASH_VERSION,
    coverage: 1,
    variations: definition.variants.map(valueOf),
    weights: definition.variants.map((variant) => (variant.retired ? 0 : variant.allocation / 100)),
    meta: definition.variants.map((variant) => ({ key: variant.key, name: variant.key })),
  })
  return { defaultValue: CONTROL_VALUE, rules }
}

export function buildFeaturesPayload(
  definitions: readonly ExperimentDefinition[],
): FeatureApiResponse {
  const features: Record<string, FeatureDefinition<VariantValue>> = {}
  for (const definition of definitions) features[definition.key] = featureOf(definition)
  return { features }
}
