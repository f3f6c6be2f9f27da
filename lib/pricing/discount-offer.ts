/**
 * Page-level pricing choices from a city's package listing (spec §4).
 */
import { normalizeProductType, type ProductTypeName } from './product-type'

/** The parts of a PackageInfo these rules read. */
export interface ListingProduct {
  productType: string
  discount?: unknown
}

/** One entry of packageListingByCity. */
export interface ListingEntry<P extends ListingProduct = ListingProduct> {
  initialProduct: P
  nextProductOptions: readonly P[]
}

/**
 * Spec §4: FullMembership, MoveFive, else DiscoveryMembership (null, unknown values).
 * Accepts either spelling ('MoveFive' or 'MOVE_FIVE').
 */
export function defaultProductType(value: string | null | undefined): ProductTypeName {
  const type = normalizeProductType(value)
  return type === 'FullMembership' || type === 'MoveFive' ? type : 'DiscoveryMembership'
}

/** The first entry whose initial product has the given type (either spelling). */
export function listingEntryFor<P extends ListingProduct>(
  listing: readonly ListingEntry<P>[] | null | undefined,
  productType: string | null | undefined,
): ListingEntry<P> | undefined {
  const type = normalizeProductType(productType)
  if (!listing || !type) return undefined
  return listing.find((entry) => normalizeProductType(entry.initialProduct.productType) === type)
}

/**
 * Spec §4: the page-level discount offer is the first next-option with a discount, within the
 * entry whose initial product has the given type. Undefined when there is none.
 */
export function pageDiscountOffer<P extends ListingProduct>(
  listing: readonly ListingEntry<P>[] | null | undefined,
  productType: string | null | undefined,
): P | undefined {
  return listingEntryFor(listing, productType)?.nextProductOptions.find(
    (option) => option.discount != null,
  )
}

/**
 * The page's default product: the initial product of the entry for
 * defaultProductType(page.defaultProductType). Undefined when the listing has no such entry.
 */
export function defaultProduct<P extends ListingProduct>(
  listing: readonly ListingEntry<P>[] | null | undefined,
  pageDefaultProductType: string | null | undefined,
): P | undefined {
  return listingEntryFor(listing, defaultProductType(pageDefaultProductType))?.initialProduct
}
