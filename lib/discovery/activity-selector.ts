/** The activity type selector (spec §4): its options and when it falls back to 'any'. */
import {
  ACTIVITY_TYPES,
  ANY_ACTIVITY_TYPE,
  isActivityType,
  type ActivityType,
} from '../activity-types'

/** The selector's own labels: shorter than the carousel's ('Dance', not 'Dance Classes'). */
export const ACTIVITY_SELECTOR_LABELS: Record<ActivityType, string> = {
  yoga: 'Yoga',
  'fitness-class': 'Fitness Classes',
  swimming: 'Swimming',
  'martial-arts': 'Martial Arts',
  gym: 'Gyms',
  dance: 'Dance',
  climbing: 'Climbing',
}

export const ANY_ACTIVITY_LABEL = 'Any activity'

/**
 * The selection to show: 'any' when nothing is selected or the selection left the available
 * types. Before the available types are known, any valid type is kept.
 */
export function resolveActivityType(
  selected: string | null | undefined,
  available: readonly string[] | null | undefined,
): string {
  if (!selected || !isActivityType(selected)) return ANY_ACTIVITY_TYPE
  if (available == null) return selected
  return available.includes(selected) ? selected : ANY_ACTIVITY_TYPE
}

/** 'Any activity' first, then the available types in the spec's order. */
export function activityTypeOptions(
  available: readonly string[],
): Array<{ value: string; label: string }> {
  return [
    { value: ANY_ACTIVITY_TYPE, label: ANY_ACTIVITY_LABEL },
    ...ACTIVITY_TYPES.filter((type) => available.includes(type)).map((type) => ({
      value: type,
      label: ACTIVITY_SELECTOR_LABELS[type],
    })),
  ]
}

export interface ActivityTypeOption {
  value: string
  label: string
}

/**
 * The selector's options from the page config's activityTypeOptions (spec §3), 'Any activity'
 * first, narrowed to the types the chosen city has once they are known (`available`). Without
 * config options, the available types with our labels.
 */
export function selectorOptions(
  configOptions: readonly ActivityTypeOption[] | null | undefined,
  available: readonly string[] | null | undefined,
): ActivityTypeOption[] {
  const types = (configOptions ?? []).filter(
    (option) => option.value !== ANY_ACTIVITY_TYPE && isActivityType(option.value),
  )
  if (types.length === 0) return activityTypeOptions(available ?? [])
  const anyOption = configOptions?.find((option) => option.value === ANY_ACTIVITY_TYPE)
  return [
    { value: ANY_ACTIVITY_TYPE, label: anyOption?.label || ANY_ACTIVITY_LABEL },
    ...types.filter((option) => available == null || available.includes(option.value)),
  ]
}

/**
 * The types the selector offers (its options without 'any'), for resolveActivityType: null when
 * neither the config nor the city has said yet (any valid type is kept meanwhile).
 */
export function offeredActivityTypes(
  configOptions: readonly ActivityTypeOption[] | null | undefined,
  available: readonly string[] | null | undefined,
): string[] | null {
  if (!configOptions?.some((option) => isActivityType(option.value)) && available == null) {
    return null
  }
  return selectorOptions(configOptions, available)
    .slice(1)
    .map((option) => option.value)
}
