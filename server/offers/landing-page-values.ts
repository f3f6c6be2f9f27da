/**
 * A landing page row ↔ its desk document's values (lib/offers/landing-page-types.ts): the one
 * place that knows which column, or which key of a JSON column, each declared field is.
 */
import type { DocumentType, DocumentValues, FieldValue } from '@/lib/desk-editing/document-type'
import { fieldsOf, isStringList } from '@/lib/desk-editing/document-type'
import type { CtaConfig, LayoutConfig, TrustWidgetIds } from '@/server/db/schema'
import { landingPages } from '@/server/db/schema'

export type LandingPageRow = typeof landingPages.$inferSelect
export type LandingPagePatch = Partial<typeof landingPages.$inferInsert>

/** The JSON columns a patch completes from: the page's own, or a new page's defaults. */
export type ConfigBase = Pick<LandingPageRow, 'ctaConfig' | 'layoutConfig' | 'trustWidgetIds'>

export const NEW_PAGE_CONFIG: ConfigBase = {
  ctaConfig: {
    citySelect: false,
    voucherInput: false,
    howItWorksModals: false,
    signUpImageType: null,
  },
  layoutConfig: {
    mapFirst: false,
    howItWorksVariant: null,
    furtherInfo: false,
    hideVideo: false,
    faqsVariant: null,
    learnMoreVariant: null,
  },
  trustWidgetIds: { trustpilot: null, google: null, facebook: null },
}

const text = (value: FieldValue): string | null => (typeof value === 'string' ? value : null)
const requiredText = (value: FieldValue): string => text(value) ?? ''
const flag = (value: FieldValue): boolean => value === true
const id = (value: FieldValue): number | null =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null
const idText = (value: number | null): string | null => (value === null ? null : String(value))
const oneOf = <T extends string>(value: FieldValue, allowed: readonly T[]): T | null =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null

const PAGE_VARIANTS = ['Discovery', 'Partner', 'Voucher', 'Welcome', 'Venue'] as const
const PRODUCT_TYPES = ['DiscoveryMembership', 'FullMembership', 'MoveFive'] as const
const SIGN_UP_IMAGE_TYPES = ['buy', 'try', 'join'] as const

interface Working {
  patch: LandingPagePatch
  cta: CtaConfig
  layout: LayoutConfig
  trust: TrustWidgetIds
}

interface Column {
  read(row: LandingPageRow): FieldValue
  write(value: FieldValue, into: Working): void
}

const column = <K extends keyof LandingPagePatch>(
  key: K,
  read: (row: LandingPageRow) => FieldValue,
  write: (value: FieldValue) => LandingPagePatch[K],
): Column => ({
  read,
  write: (value, into) => {
    into.patch[key] = write(value)
  },
})

const cta = <K extends keyof CtaConfig>(
  key: K,
  write: (value: FieldValue) => CtaConfig[K],
): Column => ({
  read: (row) => row.ctaConfig[key],
  write: (value, into) => {
    into.cta[key] = write(value)
  },
})

const layout = <K extends keyof LayoutConfig>(
  key: K,
  write: (value: FieldValue) => LayoutConfig[K],
): Column => ({
  read: (row) => row.layoutConfig[key],
  write: (value, into) => {
    into.layout[key] = write(value)
  },
})

const trust = (key: keyof TrustWidgetIds): Column => ({
  read: (row) => row.trustWidgetIds[key],
  write: (value, into) => {
    into.trust[key] = text(value)
  },
})

/** Patch keys whose column accepts every `T` (so a writer of T may set them). */
type KeysAccepting<T> = {
  [K in keyof LandingPagePatch & keyof LandingPageRow]-?: T extends LandingPagePatch[K] ? K : never
}[keyof LandingPagePatch & keyof LandingPageRow]

function simple<T extends FieldValue>(
  key: KeysAccepting<T>,
  write: (value: FieldValue) => T,
): Column {
  return {
    read: (row) => row[key] as FieldValue,
    write: (value, into) => {
      // The key's type guarantees the column accepts what `write` returns.
      ;(into.patch as Record<string, unknown>)[key] = write(value)
    },
  }
}

const optionalText = (key: KeysAccepting<string | null>) => simple(key, text)
const requiredTextColumn = (key: KeysAccepting<string>) => simple(key, requiredText)
const flagColumn = (key: KeysAccepting<boolean>) => simple(key, flag)

/** Every declared field name → its column. */
const COLUMNS: Record<string, Column> = {
  urlSlug: requiredTextColumn('urlSlug'),
  pageVariant: column(
    'pageVariant',
    (row) => row.pageVariant,
    (value) => oneOf(value, PAGE_VARIANTS),
  ),
  cityCode: optionalText('cityCode'),
  marketingPartnerId: column('marketingPartnerId', (row) => idText(row.marketingPartnerId), id),
  displayPartnerLogo: column(
    'displayPartnerLogo',
    (row) => (row.displayPartnerLogo === null ? null : row.displayPartnerLogo ? 'show' : 'hide'),
    (value) => (value === 'show' ? true : value === 'hide' ? false : null),
  ),
  packageId: column('packageId', (row) => idText(row.packageId), id),
  defaultProductType: column(
    'defaultProductType',
    (row) => row.defaultProductType,
    (value) => oneOf(value, PRODUCT_TYPES),
  ),
  activityKind: optionalText('activityKind'),
  activityTypes: column(
    'activityTypes',
    (row) => row.activityTypes ?? [],
    (value) => (isStringList(value) && value.length > 0 ? value : null),
  ),
  ctaText: requiredTextColumn('ctaText'),
  ctaButtonText: requiredTextColumn('ctaButtonText'),
  ctaCitySelect: cta('citySelect', flag),
  ctaVoucherInput: cta('voucherInput', flag),
  ctaHowItWorksModals: cta('howItWorksModals', flag),
  ctaSignUpImageType: cta('signUpImageType', (value) => oneOf(value, SIGN_UP_IMAGE_TYPES)),
  layoutMapFirst: layout('mapFirst', flag),
  layoutHowItWorksVariant: layout('howItWorksVariant', text),
  layoutFurtherInfo: layout('furtherInfo', flag),
  layoutHideVideo: layout('hideVideo', flag),
  layoutFaqsVariant: layout('faqsVariant', text),
  layoutLearnMoreVariant: layout('learnMoreVariant', text),
  hideCopyPrices: flagColumn('hideCopyPrices'),
  packageHtmlTagline: optionalText('packageHtmlTagline'),
  shortPackageHtmlTagline: optionalText('shortPackageHtmlTagline'),
  packageTagline: optionalText('packageTagline'),
  signUpUrl: requiredTextColumn('signUpUrl'),
  signInUrl: requiredTextColumn('signInUrl'),
  signInUrlForPurchase: requiredTextColumn('signInUrlForPurchase'),
  continueUrl: requiredTextColumn('continueUrl'),
  signInToPurchase: flagColumn('signInToPurchase'),
  enable3DSecure: flagColumn('enable3DSecure'),
  includeDraftOffers: flagColumn('includeDraftOffers'),
  entryContext: requiredTextColumn('entryContext'),
  pageTitle: requiredTextColumn('pageTitle'),
  pageDescription: requiredTextColumn('pageDescription'),
  imageUrl: optionalText('imageUrl'),
  mobileImageUrl: optionalText('mobileImageUrl'),
  logoUrl: optionalText('logoUrl'),
  hideMoveLogo: flagColumn('hideMoveLogo'),
  trustpilotId: trust('trustpilot'),
  googlePlaceId: trust('google'),
  facebookPage: trust('facebook'),
}

function columnOf(name: string): Column {
  const found = COLUMNS[name]
  if (!found) throw new Error(`landing pages have no column for the field '${name}'`)
  return found
}

/** The page's values for the fields `type` declares. */
export function valuesFromRow(type: DocumentType, row: LandingPageRow): DocumentValues {
  const values: DocumentValues = {}
  for (const field of fieldsOf(type)) values[field.name] = columnOf(field.name).read(row)
  return values
}

/**
 * The columns `type`'s fields set, from `values`; JSON columns are completed from `base` (the
 * page's own, so fields another type does not declare keep their values).
 */
export function patchFromValues(
  type: DocumentType,
  values: DocumentValues,
  base: ConfigBase,
): LandingPagePatch {
  const working: Working = {
    patch: {},
    cta: { ...base.ctaConfig },
    layout: { ...base.layoutConfig },
    trust: { ...base.trustWidgetIds },
  }
  for (const field of fieldsOf(type))
    columnOf(field.name).write(values[field.name] ?? null, working)
  return {
    ...working.patch,
    ctaConfig: working.cta,
    layoutConfig: working.layout,
    trustWidgetIds: working.trust,
  }
}

/** The row as it would be with `values`: what a preview or an experiment renders. */
export function rowWithValues(
  type: DocumentType,
  row: LandingPageRow,
  values: DocumentValues,
): LandingPageRow {
  return { ...row, ...patchFromValues(type, values, row) } as LandingPageRow
}
