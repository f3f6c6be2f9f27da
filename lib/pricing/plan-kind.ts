/**
 * Plan kinds (spec §3 'Product id to plan kind'): the product id decides, the product type is
 * the fallback for ids outside the table.
 */
import { normalizeProductType } from './product-type'

export const PLAN_KINDS = [
  'full',
  'corporate',
  'full_annual',
  'discovery',
  'move4',
  'move12',
  'unknown',
] as const
export type PlanKind = (typeof PLAN_KINDS)[number]

/** Spec §3, word for word: 1, 101–103, 104 full; 2 corporate; 3 full_annual; 4–6, 118–120 discovery; 7 move4; 8, 126 move12. */
export const PLAN_KIND_BY_PRODUCT_ID: ReadonlyMap<number, PlanKind> = new Map<number, PlanKind>([
  [1, 'full'],
  [101, 'full'],
  [102, 'full'],
  [103, 'full'],
  [104, 'full'],
  [2, 'corporate'],
  [3, 'full_annual'],
  [4, 'discovery'],
  [5, 'discovery'],
  [6, 'discovery'],
  [118, 'discovery'],
  [119, 'discovery'],
  [120, 'discovery'],
  [7, 'move4'],
  [8, 'move12'],
  [126, 'move12'],
])

/**
 * The plan kind of a product: by its product id (spec §3 table), else by its product type —
 * DiscoveryMembership → discovery, FullMembership → move12, MoveFive → move4 — else 'unknown'.
 * The type may be in either spelling ('MoveFive' or 'MOVE_FIVE'); ids may come as strings.
 *
 * @example planKind(104, 'FULL_MEMBERSHIP') // 'full'
 * @example planKind(999, 'MoveFive') // 'move4'
 */
export function planKind(
  productId: number | string | null | undefined,
  productType: string | null | undefined,
): PlanKind {
  const id = typeof productId === 'string' ? Number(productId) : productId
  const byId = id != null && Number.isInteger(id) ? PLAN_KIND_BY_PRODUCT_ID.get(id) : undefined
  if (byId) return byId
  switch (normalizeProductType(productType)) {
    case 'DiscoveryMembership':
      return 'discovery'
    case 'FullMembership':
      return 'move12'
    case 'MoveFive':
      return 'move4'
    default:
      return 'unknown'
  }
}
