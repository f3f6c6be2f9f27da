/** The brand, in one place (product names such as MoveFive and Move at Home derive from it). */
export const BRAND = 'Move'

export const PRODUCT_NAMES = {
  lite: `${BRAND}Five`,
  streaming: `${BRAND} at Home`,
} as const
