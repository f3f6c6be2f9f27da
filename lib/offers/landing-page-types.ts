/**
 * The desk's two landing page documents, declared once (lib/desk-editing): an offer page (a
 * product page: a city's, the national one, a partner's offer) and a partner page. Spec §3's
 * fields a marketer sets, in a marketer's words; the form, the server's validation, the revision
 * diff and the audit details follow from these lists.
 */
import { ACTIVITY_TYPES, ACTIVITY_TYPE_LABELS } from '../activity-types'
import { BRAND } from '../brand'
import {
  defineDocumentType,
  type BooleanField,
  type ChoiceField,
  type FieldDeclaration,
  type TextField,
  type UrlField,
} from '../desk-editing/document-type'

/** The desk's collection of landing pages (server/desk-editing): documents by page id. */
export const LANDING_PAGE_COLLECTION = 'landing-page'

/** Choice sources the server fills from the catalogue and the image pool. */
export const OFFER_CHOICE_SOURCES = {
  cities: 'cities',
  partners: 'partners',
  packages: 'packages',
  heroImages: 'images:hero',
  mobileHeroImages: 'images:mobile-hero',
  logos: 'images:logo',
} as const

export const URL_SLUG_PATTERN = '^[a-z0-9_-]{3,80}$'

const flag = (name: string, label: string, hint?: string): BooleanField => ({
  kind: 'boolean',
  name,
  label,
  hint,
})

const link = (name: string, label: string, hint?: string): UrlField => ({
  kind: 'url',
  name,
  label,
  required: true,
  hint,
})

/** A short free-text setting some section reads (faqsVariant, trust-widget ids). */
const code = (name: string, label: string, hint: string): TextField => ({
  kind: 'text',
  name,
  label,
  hint,
  maxLength: 100,
  pattern: {
    source: '^[A-Za-z0-9_.:-]{1,100}$',
    message: `${label} may hold letters, digits, '.', ':', '_' and '-' only`,
  },
})

// Fields both kinds of page have.
const URL_SLUG: TextField = {
  kind: 'text',
  name: 'urlSlug',
  label: 'URL slug',
  hint: 'The last part of the page’s address: 3 to 80 lower-case letters, digits, - or _.',
  required: true,
  unique: true,
  maxLength: 80,
  pattern: {
    source: URL_SLUG_PATTERN,
    message: 'Use 3 to 80 lower-case letters, digits, hyphens (-) or underscores (_)',
  },
}
const CTA_TEXT: TextField = {
  kind: 'text',
  name: 'ctaText',
  label: 'Call to action text',
  hint: 'The hero’s headline.',
  required: true,
  maxLength: 120,
}
const BUTTON_TEXT: TextField = {
  kind: 'text',
  name: 'ctaButtonText',
  label: 'Button text',
  hint: 'A word ‘try’ in it picks the ‘try’ sign-up picture.',
  required: true,
  maxLength: 40,
}
const PAGE_TITLE: TextField = {
  kind: 'text',
  name: 'pageTitle',
  label: 'Page title',
  hint: 'What search results and the browser tab show: 70 characters at most.',
  required: true,
  maxLength: 70,
}
const PAGE_DESCRIPTION: TextField = {
  kind: 'textarea',
  name: 'pageDescription',
  label: 'Page description',
  hint: 'The snippet under the title in search results: 160 characters at most.',
  required: true,
  maxLength: 160,
}
const ENTRY_CONTEXT: TextField = {
  kind: 'text',
  name: 'entryContext',
  label: 'Sign-up context',
  hint: 'Sent with every sign-up from this page as its context, e.g. partner_offer.',
  required: true,
  maxLength: 60,
  pattern: {
    source: '^[a-z0-9_:-]{1,60}$',
    message: 'Use lower-case letters, digits, _, : or - (e.g. partner_offer)',
  },
}
const SIGN_UP_URL = link('signUpUrl', 'Sign-up URL')
const SIGN_IN_URL = link('signInUrl', 'Sign-in URL')
const CONTINUE_URL = link('continueUrl', 'Continue URL', 'Where ‘Book Now’ and sign-ups continue.')

const cityField = (emptyLabel: string): ChoiceField => ({
  kind: 'choice',
  name: 'cityCode',
  label: 'City',
  source: OFFER_CHOICE_SOURCES.cities,
  emptyLabel,
})

const PAGE_VARIANTS = [
  { value: 'Discovery', label: 'Discovery' },
  { value: 'Welcome', label: 'Welcome (discount banner, pricing tabs)' },
  { value: 'Voucher', label: 'Voucher' },
] as const

const PRODUCT_TYPES = [
  { value: 'DiscoveryMembership', label: 'Discovery membership (£1 taster)' },
  { value: 'FullMembership', label: 'Full membership' },
  { value: 'MoveFive', label: `${BRAND}Five (the lite plan)` },
] as const

const SIGN_UP_IMAGE_TYPES = [
  { value: 'buy', label: 'Buy' },
  { value: 'try', label: 'Try' },
  { value: 'join', label: 'Join' },
] as const

const OFFER_FIELDS = {
  page: [
    URL_SLUG,
    { kind: 'choice', name: 'pageVariant', label: 'Variant', options: PAGE_VARIANTS },
    cityField('No fixed city (visitors choose theirs)'),
    {
      kind: 'choice',
      name: 'marketingPartnerId',
      label: 'Marketing partner',
      source: OFFER_CHOICE_SOURCES.partners,
      emptyLabel: 'None',
    },
    {
      kind: 'choice',
      name: 'displayPartnerLogo',
      label: 'Partner’s logo',
      hint: 'In the hero, beside the headline.',
      options: [
        { value: 'show', label: 'Show' },
        { value: 'hide', label: 'Hide' },
      ],
      emptyLabel: 'As the partner’s own setting',
    },
    {
      kind: 'choice',
      name: 'packageId',
      label: 'Package',
      hint: 'What the call to action sells.',
      source: OFFER_CHOICE_SOURCES.packages,
      emptyLabel: 'The partner’s own package (none without a partner)',
    },
    {
      kind: 'choice',
      name: 'defaultProductType',
      label: 'Default product type',
      options: PRODUCT_TYPES,
      emptyLabel: 'Not set (Discovery)',
    },
    {
      kind: 'choice',
      name: 'activityKind',
      label: 'What the page lists',
      options: [{ value: 'streaming', label: 'Live streams (no map)' }],
      emptyLabel: 'Activities at venues in its city',
    },
    {
      kind: 'choices',
      name: 'activityTypes',
      label: 'Activity types offered',
      hint: 'None ticked: every type its city has.',
      options: ACTIVITY_TYPES.map((type) => ({ value: type, label: ACTIVITY_TYPE_LABELS[type] })),
    },
  ],
  cta: [
    CTA_TEXT,
    BUTTON_TEXT,
    flag('ctaCitySelect', 'City select above the call to action'),
    flag('ctaVoucherInput', 'Voucher code box'),
    flag('ctaHowItWorksModals', 'How-it-works steps open details in a window'),
    {
      kind: 'choice',
      name: 'ctaSignUpImageType',
      label: 'Sign-up picture',
      hint: 'How it works, step 1.',
      options: SIGN_UP_IMAGE_TYPES,
      emptyLabel: 'From the button text (try or buy)',
    },
  ],
  layout: [
    flag('layoutMapFirst', 'Map before how it works'),
    {
      kind: 'choice',
      name: 'layoutHowItWorksVariant',
      label: 'How-it-works layout',
      options: [{ value: 'compact', label: 'Compact cards' }],
      emptyLabel: 'Alternating steps',
    },
    flag('layoutFurtherInfo', '‘Not sure yet?’ links under the call to action'),
    flag('layoutHideVideo', 'Hide the video'),
    {
      ...code('layoutFaqsVariant', 'FAQs variant', 'Which FAQ set to show, e.g. Welcome.'),
      maxLength: 40,
    },
    {
      ...code('layoutLearnMoreVariant', 'Learn-more variant', 'Which learn-more text to show.'),
      maxLength: 40,
    },
  ],
  taglines: [
    flag('hideCopyPrices', 'Hide prices in the copy'),
    {
      kind: 'html',
      name: 'packageHtmlTagline',
      label: 'Package tagline',
      hint: 'HTML: p, br, strong, em, b, i, lists, links, h3, h4 and span; anything else is removed when you save.',
      maxLength: 500,
    },
    {
      kind: 'html',
      name: 'shortPackageHtmlTagline',
      label: 'Short package tagline',
      hint: 'HTML, as above: phones show this one.',
      maxLength: 200,
    },
    { kind: 'text', name: 'packageTagline', label: 'Plain package tagline', maxLength: 160 },
  ],
  signUp: [
    SIGN_UP_URL,
    SIGN_IN_URL,
    link('signInUrlForPurchase', 'Sign-in URL for purchase'),
    CONTINUE_URL,
    flag(
      'signInToPurchase',
      'Sign in to purchase',
      'The call to action goes to the sign-in URL for purchase.',
    ),
    flag('enable3DSecure', '3-D Secure card checks'),
    flag('includeDraftOffers', 'Include draft offers'),
    ENTRY_CONTEXT,
  ],
  appearance: [
    PAGE_TITLE,
    PAGE_DESCRIPTION,
    {
      kind: 'choice',
      name: 'imageUrl',
      label: 'Hero image',
      source: OFFER_CHOICE_SOURCES.heroImages,
      emptyLabel: 'The city’s own picture',
    },
    {
      kind: 'choice',
      name: 'mobileImageUrl',
      label: 'Mobile hero image',
      hint: 'Below 768 px wide.',
      source: OFFER_CHOICE_SOURCES.mobileHeroImages,
      emptyLabel: 'As the hero image',
    },
    {
      kind: 'choice',
      name: 'logoUrl',
      label: 'Logo',
      source: OFFER_CHOICE_SOURCES.logos,
      emptyLabel: 'The partner’s own logo',
    },
    flag('hideMoveLogo', `Hide the ${BRAND} logo`),
    code('trustpilotId', 'Trustpilot profile', 'Our domain on Trustpilot; empty hides its badge.'),
    code('googlePlaceId', 'Google place id', 'Our Google listing; empty hides its badge.'),
    code('facebookPage', 'Facebook page', 'Our page name; empty hides its badge.'),
  ],
} satisfies Record<string, readonly FieldDeclaration[]>

export const OFFER_PAGE_TYPE = defineDocumentType({
  name: 'offer-page',
  label: 'Offer page',
  groups: [
    { id: 'page', title: 'Page and audience', fields: OFFER_FIELDS.page },
    { id: 'cta', title: 'Call to action', fields: OFFER_FIELDS.cta },
    { id: 'layout', title: 'Layout', fields: OFFER_FIELDS.layout },
    { id: 'taglines', title: 'Prices and taglines', fields: OFFER_FIELDS.taglines },
    { id: 'sign-up', title: 'Sign-up and purchase', fields: OFFER_FIELDS.signUp },
    { id: 'appearance', title: 'Search results and images', fields: OFFER_FIELDS.appearance },
  ],
})

export const PARTNER_PAGE_TYPE = defineDocumentType({
  name: 'partner-page',
  label: 'Partner page',
  groups: [
    {
      id: 'page',
      title: 'Page and audience',
      fields: [URL_SLUG, cityField('No fixed city (the generic partner page)')],
    },
    { id: 'cta', title: 'Call to action', fields: [CTA_TEXT, BUTTON_TEXT] },
    {
      id: 'sign-up',
      title: 'Sign-up',
      fields: [SIGN_UP_URL, SIGN_IN_URL, CONTINUE_URL, ENTRY_CONTEXT],
    },
    { id: 'appearance', title: 'Search results', fields: [PAGE_TITLE, PAGE_DESCRIPTION] },
  ],
})

/** The two kinds of landing page the desk creates and edits. */
export const EDITABLE_PAGE_KINDS = ['offer', 'partner'] as const
export type EditablePageKind = (typeof EDITABLE_PAGE_KINDS)[number]

export function documentTypeOfKind(kind: EditablePageKind) {
  return kind === 'offer' ? OFFER_PAGE_TYPE : PARTNER_PAGE_TYPE
}

export function isEditablePageKind(value: unknown): value is EditablePageKind {
  return value === 'offer' || value === 'partner'
}
