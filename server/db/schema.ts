/**
 * The one Drizzle schema, shared by the PGlite (embedded) and PostgreSQL drivers.
 * Column names are snake_case in SQL; the GraphQL layer maps them to the spec's field names.
 */
import { sql } from 'drizzle-orm'
import type { DocumentValues } from '@/lib/desk-editing/document-type'
import type { FieldChange } from '@/lib/desk-editing/revision-diff'
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

export const activityTypeEnum = pgEnum('activity_type', [
  'yoga',
  'fitness-class',
  'swimming',
  'martial-arts',
  'gym',
  'dance',
  'climbing',
])
export const landingVariantEnum = pgEnum('landing_variant', ['product', 'partner', 'venue'])
export const pageVariantEnum = pgEnum('page_variant', [
  'Discovery',
  'Partner',
  'Voucher',
  'Welcome',
  'Venue',
])
export const productTypeEnum = pgEnum('product_type', [
  'DiscoveryMembership',
  'FullMembership',
  'MoveFive',
])
export const testimonialTypeEnum = pgEnum('testimonial_type', ['Customer', 'Partner'])

/** Per-passport rules for one activity (spec §3 "Activity pricing info"). */
export interface PassportPricing {
  isAllowedOnPassport: boolean
  isTopUpRequired: boolean
  isOutOfAllowanceAllowed: boolean
  outOfAllowance: boolean
  /** Pounds per visit; 0 when no top-up applies. */
  topUp: number
}

/** A CMS text: a plain Text or a Document of Text / List blocks (spec §3). */
export type TextBlock = { kind: 'Text'; value: string }
export type ListBlock = { kind: 'List'; ordered: boolean; items: string[] }
export type TextContentValue =
  { kind: 'Text'; value: string } | { kind: 'Document'; blocks: Array<TextBlock | ListBlock> }

export interface CtaConfig {
  citySelect: boolean
  voucherInput: boolean
  howItWorksModals: boolean
  signUpImageType: 'buy' | 'try' | 'join' | null
}

export interface LayoutConfig {
  mapFirst: boolean
  howItWorksVariant: string | null
  furtherInfo: boolean
  hideVideo: boolean
  faqsVariant: string | null
  learnMoreVariant: string | null
}

export interface TrustWidgetIds {
  trustpilot: string | null
  google: string | null
  facebook: string | null
}

export const cities = pgTable('cities', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** The urban area venues are scattered over; used by the seed and its invariants. */
  south: doublePrecision('south').notNull(),
  west: doublePrecision('west').notNull(),
  north: doublePrecision('north').notNull(),
  east: doublePrecision('east').notNull(),
  /** Display order in the city dropdown (largest first). */
  position: integer('position').notNull(),
})

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    urlSlug: text('url_slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    amenities: text('amenities').array().notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    /** A city code, or 'streaming-city' for studios that only stream. */
    cityCode: text('city_code').notNull(),
    /** Null for streaming studios: they have no public location. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    website: text('website').notNull(),
    /** Score out of 10; 0 means not rated yet. */
    rating: doublePrecision('rating').notNull(),
    logoUrl: text('logo_url').notNull(),
    imageUrls: text('image_urls').array().notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    moversGoingToThisVenue: integer('movers_going_to_this_venue').notNull().default(0),
  },
  (t) => [
    uniqueIndex('venues_url_slug_idx').on(t.urlSlug),
    index('venues_city_idx').on(t.cityCode),
  ],
)

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Denormalised from the venue so city listings need no join. */
    cityCode: text('city_code').notNull(),
    activityType: activityTypeEnum('activity_type').notNull(),
    title: text('title').notNull(),
    tags: text('tags').array().notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    rating: doublePrecision('rating').notNull(),
    url: text('url').notNull(),
    imgUrl: text('img_url').notNull(),
    thumbImgUrl: text('thumb_img_url').notNull(),
    descriptionHtml: text('description_html').notNull(),
    discoveryMemberAllowed: boolean('discovery_member_allowed').notNull(),
    litePricing: jsonb('lite_pricing').$type<PassportPricing>().notNull(),
    fullPricing: jsonb('full_pricing').$type<PassportPricing>().notNull(),
    isStreaming: boolean('is_streaming').notNull().default(false),
    isDraft: boolean('is_draft').notNull().default(false),
    /** A fixed random rank: bounded searches take the lowest ranks, an even spatial sample. */
    sampleRank: integer('sample_rank').notNull(),
  },
  (t) => [
    index('activities_city_type_idx').on(t.cityCode, t.activityType),
    index('activities_venue_idx').on(t.venueId),
    // No (lat, lng) index: searchActivities answers from the in-memory snapshot, and
    // `npm run bench:indexes` showed the planner choosing one made box scans slower.
  ],
)

export const timeslots = pgTable(
  'timeslots',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** Full English day name, Monday to Sunday. */
    dayOfWeek: text('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [index('timeslots_activity_idx').on(t.activityId)],
)

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  displayName: text('display_name').notNull(),
  avatarUrl: text('avatar_url').notNull(),
})

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Out of 10. */
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    timeResponded: timestamp('time_responded', { withTimezone: true }).notNull(),
  },
  (t) => [index('reviews_venue_idx').on(t.venueId)],
)

/** Plan kinds by product id (spec §3): the products every package points at. */
export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  productType: productTypeEnum('product_type'),
})

/** PackageInfo of spec §3: a purchasable package of a product, per city where prices differ. */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    passportId: integer('passport_id').notNull(),
    productType: productTypeEnum('product_type').notNull(),
    /** Null for national packages. */
    cityCode: text('city_code'),
    weeklyPrice: numeric('weekly_price', { precision: 8, scale: 2 }).notNull(),
    billingCycleDays: integer('billing_cycle_days').notNull(),
    billingCyclePrice: numeric('billing_cycle_price', { precision: 8, scale: 2 }).notNull(),
    /** Visits per month; null means unlimited. */
    attendanceLimit: integer('attendance_limit'),
    includesDiscovery: boolean('includes_discovery').notNull(),
    discountPercentage: integer('discount_percentage'),
    discountOriginalWeeklyPrice: numeric('discount_original_weekly_price', {
      precision: 8,
      scale: 2,
    }),
    discountExpiresOn: timestamp('discount_expires_on', { withTimezone: true }),
  },
  (t) => [
    index('packages_city_idx').on(t.cityCode),
    index('packages_passport_idx').on(t.passportId),
  ],
)

export const packageListings = pgTable(
  'package_listings',
  {
    id: serial('id').primaryKey(),
    cityCode: text('city_code').notNull(),
    position: integer('position').notNull(),
    recommended: boolean('recommended').notNull(),
    initialPackageId: integer('initial_package_id')
      .notNull()
      .references(() => packages.id),
  },
  (t) => [index('package_listings_city_idx').on(t.cityCode, t.position)],
)

export const packageListingOptions = pgTable(
  'package_listing_options',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => packageListings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.position] })],
)

export const marketingPartners = pgTable(
  'marketing_partners',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    displayPartnerLogo: boolean('display_partner_logo').notNull(),
  },
  (t) => [uniqueIndex('marketing_partners_slug_idx').on(t.slug)],
)

/**
 * Every landing page (spec §3): product pages (a city's, the national one, partner offers),
 * partner pages and venue pages. Fields a variant does not use stay at their defaults.
 */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: serial('id').primaryKey(),
    landingVariant: landingVariantEnum('landing_variant').notNull(),
    pageVariant: pageVariantEnum('page_variant'),
    urlSlug: text('url_slug').notNull(),
    /** An A/B or campaign reference a link may ask for (?ref=); '' for the default page. */
    variantRef: text('variant_ref').notNull().default(''),
    /** Null: no fixed city (the city dropdown is live). */
    cityCode: text('city_code'),
    marketingPartnerId: integer('marketing_partner_id').references(() => marketingPartners.id),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    isDraft: boolean('is_draft').notNull().default(false),
    pageTitle: text('page_title').notNull(),
    pageDescription: text('page_description').notNull(),
    activityKind: text('activity_kind'),
    /**
     * The activity types this page offers in its selector (its config's activityTypeOptions),
     * narrowed to its city's; null: every type of its city.
     */
    activityTypes: text('activity_types').array(),
    defaultProductType: productTypeEnum('default_product_type'),
    ctaButtonText: text('cta_button_text').notNull(),
    ctaText: text('cta_text').notNull(),
    ctaConfig: jsonb('cta_config').$type<CtaConfig>().notNull(),
    layoutConfig: jsonb('layout_config').$type<LayoutConfig>().notNull(),
    hideCopyPrices: boolean('hide_copy_prices').notNull().default(false),
    packageHtmlTagline: text('package_html_tagline'),
    shortPackageHtmlTagline: text('short_package_html_tagline'),
    packageTagline: text('package_tagline'),
    signUpUrl: text('sign_up_url').notNull(),
    signInUrl: text('sign_in_url').notNull(),
    signInUrlForPurchase: text('sign_in_url_for_purchase').notNull(),
    continueUrl: text('continue_url').notNull(),
    trustWidgetIds: jsonb('trust_widget_ids').$type<TrustWidgetIds>().notNull(),
    entryContext: text('entry_context').notNull(),
    imageUrl: text('image_url'),
    mobileImageUrl: text('mobile_image_url'),
    logoUrl: text('logo_url'),
    hideMoveLogo: boolean('hide_move_logo').notNull().default(false),
    includeDraftOffers: boolean('include_draft_offers').notNull().default(false),
    signInToPurchase: boolean('sign_in_to_purchase').notNull().default(false),
    enable3DSecure: boolean('enable_3d_secure').notNull().default(true),
    /** The package this page sells; null: its marketing partner's own (none without one). */
    packageId: integer('package_id').references(() => packages.id),
    /** Whether the hero shows the partner's logo; null: as the partner's own setting. */
    displayPartnerLogo: boolean('display_partner_logo'),
    /** Last change: set on insert, and by a trigger on every UPDATE (the desk's 'Last change'). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('landing_pages_variant_slug_ref_idx').on(t.landingVariant, t.urlSlug, t.variantRef),
    index('landing_pages_city_idx').on(t.cityCode),
    // The desk's offers list, a page at a time in this order (server/catalogue/desk-offers.ts).
    index('landing_pages_desk_list_idx').on(
      t.isDraft.desc().nullsFirst(),
      t.landingVariant,
      t.urlSlug,
      t.variantRef,
    ),
  ],
)

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    /** Null: shown for every variant that has no FAQs of its own. */
    pageVariant: pageVariantEnum('page_variant'),
    variantRef: text('variant_ref'),
    heading: text('heading').notNull(),
    contentHtml: text('content_html').notNull(),
    defaultOpen: boolean('default_open').notNull().default(false),
    /** Answers that quote prices are left out when a page hides price copy. */
    mentionsPrices: boolean('mentions_prices').notNull().default(false),
    position: integer('position').notNull(),
    /** Added on the desk and not yet published, or taken down: visitors never see it. */
    isDraft: boolean('is_draft').notNull().default(false),
  },
  (t) => [index('faqs_variant_idx').on(t.pageVariant, t.position)],
)

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    type: testimonialTypeEnum('type').notNull().default('Customer'),
    name: text('name').notNull(),
    text: text('text').notNull(),
    image: text('image').notNull(),
    position: integer('position').notNull(),
    /** Added on the desk and not yet published, or taken down: visitors never see it. */
    isDraft: boolean('is_draft').notNull().default(false),
  },
  (t) => [index('testimonials_type_idx').on(t.type, t.position)],
)

/**
 * CMS texts addressed by `_id`. The most specific row wins: one matching the caller's city,
 * partner, variant or variantRef beats the generic one (all those null).
 */
export const texts = pgTable(
  'texts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    cityCode: text('city_code'),
    marketingPartnerSlug: text('marketing_partner_slug'),
    pageVariant: pageVariantEnum('page_variant'),
    variantRef: text('variant_ref'),
    /** Null: applies whether or not prices are hidden. */
    hideCopyPrices: boolean('hide_copy_prices'),
    content: jsonb('content').$type<TextContentValue>().notNull(),
    /** Added on the desk and not yet published, or taken down: visitors never see it. */
    isDraft: boolean('is_draft').notNull().default(false),
  },
  (t) => [index('texts_key_idx').on(t.key)],
)

/**
 * One lead per email address (case-insensitive), landing page and London calendar day: a repeat
 * capture inserts nothing (ON CONFLICT DO NOTHING) and the first capture's UTM values stay.
 * `capture_day` is filled by the database (the Europe/London date of the insert), so every
 * replica agrees on where a day ends.
 */
export const emailLeads = pgTable(
  'email_leads',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    landingPath: text('landing_path').notNull(),
    utm: jsonb('utm').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    captureDay: date('capture_day', { mode: 'string' })
      .notNull()
      .default(sql`((now() AT TIME ZONE 'Europe/London')::date)`),
  },
  (t) => [
    // Leading with lower(email), it also serves the marketing desk's erasure by address.
    uniqueIndex('email_leads_once_a_day_idx').on(
      sql`lower(${t.email})`,
      t.landingPath,
      t.captureDay,
    ),
    // The marketing desk's funnel and chart, by period.
    index('email_leads_created_idx').on(t.createdAt),
  ],
)

export const visitors = pgTable(
  'visitors',
  {
    callsign: text('callsign').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // For the retention job (server/retention).
  (t) => [index('visitors_created_idx').on(t.createdAt)],
)

export const visitorActions = pgTable(
  'visitor_actions',
  {
    id: serial('id').primaryKey(),
    callsign: text('callsign')
      .notNull()
      .references(() => visitors.callsign, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    source: text('source').notNull(),
    target: text('target').notNull(),
    utm: jsonb('utm').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visitor_actions_callsign_idx').on(t.callsign),
    index('visitor_actions_created_idx').on(t.createdAt),
  ],
)

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    /** page | identify | track | click */
    kind: text('kind').notNull(),
    name: text('name'),
    path: text('path').notNull(),
    callsign: text('callsign'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_created_idx').on(t.createdAt)],
)

/** One row: bumped by every seed so in-memory indexes know to reload. */
export const catalogueMeta = pgTable('catalogue_meta', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  activityCount: integer('activity_count').notNull(),
})

export const partnerApplicationStatusEnum = pgEnum('partner_application_status', [
  'new',
  'contacted',
  'approved',
  'rejected',
])

/**
 * Applications from /partner-self-signup. `reference` (MP-XXXXXX) is what the applicant is
 * shown; `formToken` makes a resubmitted form return the same reference. The partner account's
 * password is kept only as a scrypt hash. `status` and `notes` belong to marketing staff.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    formToken: text('form_token').notNull(),
    venueName: text('venue_name').notNull(),
    venueType: text('venue_type').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    activities: jsonb('activities').$type<string[]>().notNull(),
    about: text('about').notNull(),
    partnership: text('partnership').notNull(),
    passwordHash: text('password_hash').notNull(),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    status: partnerApplicationStatusEnum('status').notNull().default('new'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_applications_reference_idx').on(t.reference),
    uniqueIndex('partner_applications_form_token_idx').on(t.formToken),
    index('partner_applications_email_created_idx').on(t.email, t.createdAt),
    index('partner_applications_created_idx').on(t.createdAt),
  ],
)

/**
 * The shared desk password of installs from before staff accounts: one row, a scrypt hash
 * only. The first start after the upgrade makes it the first admin's password
 * (server/desk/first-admin.ts) and empties the table; nothing else reads it.
 */
export const marketingDeskPassword = pgTable(
  'marketing_desk_password',
  {
    id: integer('id').primaryKey().default(1),
    passwordHash: text('password_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('marketing_desk_password_one_row', sql`${t.id} = 1`)],
)

/*
 * Staff accounts (server/desk/auth.ts): better-auth's tables, with its field names as the
 * Drizzle keys (its adapter maps by them) and snake_case columns. Passwords live only in
 * staff_accounts.password as scrypt hashes (server/security/password-hash.ts); one-time links
 * and second-factor challenges in staff_verifications under a hash of their token.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** viewer, editor, publisher or admin (lib/desk/permissions.ts). */
    role: text('role').notNull().default('viewer'),
    /** A disabled account (the admin plugin's ban): it cannot sign in and has no session. */
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  },
  (t) => [uniqueIndex('staff_users_email_idx').on(t.email)],
)

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_idx').on(t.token),
    index('staff_sessions_user_idx').on(t.userId),
    index('staff_sessions_expires_idx').on(t.expiresAt),
  ],
)

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_accounts_user_idx').on(t.userId)],
)

export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_verifications_identifier_idx').on(t.identifier),
    index('staff_verifications_expires_idx').on(t.expiresAt),
  ],
)

export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    /** Encrypted with the desk's server key by better-auth. */
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('staff_two_factors_user_idx').on(t.userId)],
)

export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: timestamp('created_at', { withTimezone: true }),
    aaguid: text('aaguid'),
  },
  (t) => [
    index('staff_passkeys_user_idx').on(t.userId),
    index('staff_passkeys_credential_idx').on(t.credentialID),
  ],
)

/**
 * Who did what on the desk, when, from where (server/desk/audit-log.ts). No foreign key to
 * staff_users: an entry outlives any change to the account. Kept AUDIT_RETENTION_DAYS.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    clientAddress: text('client_address'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_at_idx').on(t.action, t.at)],
)

/**
 * The desk's one-time confirmations ("2 leads erased"), one per session, read once by the
 * next page (server/desk/flash.ts): what a URL must not be trusted to say.
 */
export const deskFlashes = pgTable('desk_flashes', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => staffSessions.id, { onDelete: 'cascade' }),
  message: jsonb('message').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Rate-limit counters when the app runs on PostgreSQL (server/security/rate-limit.ts), so that
 * replicas share one budget. The columns are the ones rate-limiter-flexible's PostgreSQL store
 * reads and writes: `expire` is a Unix time in milliseconds. Expired rows are swept by the store.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limit_buckets_expire_idx').on(t.expire)],
)

/**
 * Secrets the app generates for itself when no setting provides one, shared by every process
 * on the database (e.g. the key of the analytics email hash, server/analytics/email-hash.ts).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Content-Security-Policy violations browsers report to /api/csp-report: what was blocked, on
 * which page, by which directive. Kept CSP_REPORT_RETENTION_DAYS (default 30), then deleted.
 */
export const cspReports = pgTable(
  'csp_reports',
  {
    id: serial('id').primaryKey(),
    documentUri: text('document_uri').notNull(),
    /** The directive that blocked it (effective-directive, e.g. script-src-elem). */
    directive: text('directive').notNull(),
    blockedUri: text('blocked_uri').notNull(),
    sourceFile: text('source_file'),
    lineNumber: integer('line_number'),
    columnNumber: integer('column_number'),
    /** The first characters of a blocked inline script or style, when the policy asks for them. */
    sample: text('sample'),
    /** enforce, or report (a report-only policy). */
    disposition: text('disposition').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('csp_reports_created_idx').on(t.createdAt)],
)

/**
 * Experiments the desk runs (lib/experiments/definition.ts): the built-ins are inserted by their
 * migration. `variants` is the ordered list, control first; `revision` guards concurrent edits.
 */
export const experiments = pgTable(
  'experiments',
  {
    key: text('key').primaryKey(),
    description: text('description').notNull().default(''),
    /** off | running | stopped */
    status: text('status').notNull().default('off'),
    variants: jsonb('variants')
      .$type<
        {
          key: string
          allocation: number
          buttonText?: string
          pageRevision?: number
          retired?: boolean
        }[]
      >()
      .notNull(),
    pathPrefix: text('path_prefix'),
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('experiments_status_check', sql`${t.status} IN ('off', 'running', 'stopped')`)],
)

/**
 * A visitor (their callsign, no personal data) saw an experiment's variant: one row per
 * experiment, visitor and variant. Kept ANALYTICS_RETENTION_DAYS like the other analytics.
 */
export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    id: serial('id').primaryKey(),
    experimentKey: text('experiment_key')
      .notNull()
      .references(() => experiments.key, { onDelete: 'cascade' }),
    variantKey: text('variant_key').notNull(),
    visitorId: text('visitor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('experiment_exposures_once_idx').on(t.experimentKey, t.visitorId, t.variantKey),
    index('experiment_exposures_visitor_idx').on(t.visitorId),
    index('experiment_exposures_created_idx').on(t.createdAt),
  ],
)

/** An exposed visitor converted: 'cta-click' (a call to action) or 'lead' (an email lead). */
export const experimentConversions = pgTable(
  'experiment_conversions',
  {
    id: serial('id').primaryKey(),
    experimentKey: text('experiment_key')
      .notNull()
      .references(() => experiments.key, { onDelete: 'cascade' }),
    variantKey: text('variant_key').notNull(),
    visitorId: text('visitor_id').notNull(),
    goal: text('goal').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('experiment_conversions_once_idx').on(
      t.experimentKey,
      t.visitorId,
      t.variantKey,
      t.goal,
    ),
    index('experiment_conversions_created_idx').on(t.createdAt),
    check('experiment_conversions_goal_check', sql`${t.goal} IN ('cta-click', 'lead')`),
  ],
)

/**
 * Documents staff edit on the desk (server/desk-editing): one row per edited thing of a
 * collection ('landing-page' → landing_pages.id), pointing at its newest revision (the working
 * draft) and the revision that is live. Saves compare `latest_revision` under a row lock, so a
 * save made from an older revision is refused instead of overwriting.
 */
export const deskDocuments = pgTable(
  'desk_documents',
  {
    id: serial('id').primaryKey(),
    collection: text('collection').notNull(),
    entityId: text('entity_id').notNull(),
    latestRevision: integer('latest_revision').notNull(),
    /** The revision visitors see; null while the document is not live. */
    liveRevision: integer('live_revision'),
    /** Ever live: a document taken down reads 'Unpublished', never-published ones 'Draft'. */
    everPublished: boolean('ever_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('desk_documents_entity_idx').on(t.collection, t.entityId)],
)

/** Every save of a desk document: its full values, what changed from the one before, who, when. */
export const deskRevisions = pgTable(
  'desk_revisions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => deskDocuments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** The document type's values (lib/desk-editing). */
    data: jsonb('data').$type<DocumentValues>().notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
    /** created | imported | saved | reverted | duplicated */
    origin: text('origin').notNull(),
    /** reverted: the revision it came from; duplicated: the source document's revision. */
    sourceRevision: integer('source_revision'),
    note: text('note'),
    authorId: text('author_id'),
    authorEmail: text('author_email').notNull(),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('desk_revisions_document_number_idx').on(t.documentId, t.number)],
)

/** A document's lifecycle beside its revisions: publish, unpublish, schedules and their runs. */
export const deskDocumentEvents = pgTable(
  'desk_document_events',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => deskDocuments.id, { onDelete: 'cascade' }),
    /** publish | unpublish | schedule | schedule-cancel | scheduled-publish | scheduled-unpublish | scheduled-failed */
    action: text('action').notNull(),
    revision: integer('revision'),
    /** For schedules: when the change is (or was) due. */
    runAt: timestamp('run_at', { withTimezone: true }),
    note: text('note'),
    /** Null: the system (a scheduled run). */
    actorEmail: text('actor_email'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('desk_document_events_document_idx').on(t.documentId, t.at)],
)

/**
 * Publishes and unpublishes staff schedule. A runner on each instance claims due rows with
 * FOR UPDATE SKIP LOCKED and applies each in the same transaction that marks it done, so a
 * change runs once however many instances there are.
 */
export const deskScheduledChanges = pgTable(
  'desk_scheduled_changes',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => deskDocuments.id, { onDelete: 'cascade' }),
    /** publish | unpublish */
    action: text('action').notNull(),
    /** publish: the revision that goes live. */
    revision: integer('revision'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** pending | done | failed | cancelled */
    status: text('status').notNull().default('pending'),
    outcome: text('outcome'),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ranAt: timestamp('ran_at', { withTimezone: true }),
  },
  (t) => [
    index('desk_scheduled_changes_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('desk_scheduled_changes_document_idx').on(t.documentId, t.runAt),
    check('desk_scheduled_changes_action', sql`${t.action} IN ('publish', 'unpublish')`),
    check(
      'desk_scheduled_changes_status',
      sql`${t.status} IN ('pending', 'done', 'failed', 'cancelled')`,
    ),
  ],
)
