/**
 * Product types (spec §3): DiscoveryMembership, FullMembership, MoveFive — also written
 * DISCOVERY_MEMBERSHIP, FULL_MEMBERSHIP, MOVE_FIVE (the GraphQL enumeration). Rules accept both
 * spellings and answer with the first.
 */
export const PRODUCT_TYPES = ['DiscoveryMembership', 'FullMembership', 'MoveFive'] as const
export type ProductTypeName = (typeof PRODUCT_TYPES)[number]

const FROM_ENUM: Record<string, ProductTypeName> = {
  DISCOVERY_MEMBERSHIP: 'DiscoveryMembership',
  FULL_MEMBERSHIP: 'FullMembership',
  MOVE_FIVE: 'MoveFive',
}

/** The spec's name for either spelling; undefined for anything else. */
export function normalizeProductType(
  value: string | null | undefined,
): ProductTypeName | undefined {
  if (value == null) return undefined
  if ((PRODUCT_TYPES as readonly string[]).includes(value)) return value as ProductTypeName
  return FROM_ENUM[value]
}
