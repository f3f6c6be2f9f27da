/**
 * CMS texts keyed by `_id` (spec §3 Text / Document). A generic row (every qualifier null) is
 * the fallback; rows for a city, a partner, a variant, a ?ref= or hidden prices override it.
 */
import { BRAND, PRODUCT_NAMES } from '@/lib/brand'
import { STREAMING_CITY } from '@/lib/activity-types'
import type { TextContentValue } from '../../schema'
import { ALTERNATE_VARIANT_REF } from './seed-landing-pages'
import { TERMS_TEXTS } from './seed-terms'
import type { PageVariant, TextRow } from './types'

interface TextSeed {
  key: string
  content: TextContentValue
  cityCode?: string
  marketingPartnerSlug?: string
  pageVariant?: PageVariant
  variantRef?: string
  hideCopyPrices?: boolean
}

const text = (value: string): TextContentValue => ({ kind: 'Text', value })

function step(heading: string, body: string, items?: string[]): TextContentValue {
  return {
    kind: 'Document',
    blocks: [
      { kind: 'Text', value: heading },
      { kind: 'Text', value: body },
      ...(items ? [{ kind: 'List' as const, ordered: false, items }] : []),
    ],
  }
}

const SEEDS: TextSeed[] = [
  { key: 'hero.title', content: text('One membership. Hundreds of ways to move.') },
  {
    key: 'hero.subtitle',
    content: text('Gyms, pools, yoga, climbing and more: try them all for £1 in your first week.'),
  },
  {
    key: 'hero.subtitle',
    hideCopyPrices: true,
    content: text('Gyms, pools, yoga, climbing and more, all with one membership.'),
  },
  {
    key: 'hero.subtitle',
    cityCode: 'london',
    content: text(
      'From Hackney to Wimbledon: hundreds of London venues, one membership, £1 to try.',
    ),
  },
  {
    key: 'hero.subtitle',
    cityCode: 'manchester',
    content: text('From Ancoats to Didsbury: try Manchester’s best studios and pools for £1.'),
  },
  {
    key: 'hero.subtitle',
    marketingPartnerSlug: 'northwind-health',
    content: text('Northwind Health members save 20% on Full Membership. Limited time only.'),
  },
  {
    key: 'hero.subtitle',
    pageVariant: 'Welcome',
    content: text('Welcome! Your exclusive discount is waiting: choose a plan to claim it.'),
  },
  {
    key: 'hero.subtitle',
    pageVariant: 'Voucher',
    content: text('Enter your voucher code below to unlock your first week.'),
  },
  {
    key: 'hero.subtitle',
    pageVariant: 'Partner',
    content: text(`Fill quiet sessions with new customers. Listing on ${BRAND} is free.`),
  },
  {
    key: 'hero.subtitle',
    variantRef: ALTERNATE_VARIANT_REF,
    content: text('Spring into something new: your first week for £1.'),
  },
  {
    key: 'hero.subtitle',
    cityCode: STREAMING_CITY,
    content: text(
      `${PRODUCT_NAMES.streaming}: live classes from real studios, straight to your living room.`,
    ),
  },
  {
    key: 'learn-more.intro',
    content: {
      kind: 'Document',
      blocks: [
        {
          kind: 'Text',
          value: `${BRAND} is one membership for the activities you love and the ones you have not tried yet.`,
        },
        {
          kind: 'List',
          ordered: false,
          items: [
            'No joining fee, no contract',
            'Gyms, pools, studios and climbing walls',
            'Book in seconds from your phone',
          ],
        },
      ],
    },
  },
  {
    key: 'learn-more.intro',
    pageVariant: 'Partner',
    content: {
      kind: 'Document',
      blocks: [
        { kind: 'Text', value: `Partnering with ${BRAND} is free and takes minutes.` },
        {
          kind: 'List',
          ordered: true,
          items: [
            'Tell us about your venue',
            'Choose the sessions to list',
            'Welcome new customers and get paid monthly',
          ],
        },
      ],
    },
  },
  {
    key: 'how-it-works.step-1',
    content: step('Sign up', 'Join online in a couple of minutes. Your first week costs just £1.', [
      'Cancel any time',
      'No joining fee',
    ]),
  },
  {
    key: 'how-it-works.step-1',
    hideCopyPrices: true,
    content: step('Sign up', 'Join online in a couple of minutes.', [
      'Cancel any time',
      'No joining fee',
    ]),
  },
  {
    key: 'how-it-works.step-2',
    content: step(
      'Discover',
      'Browse the map to find gyms, pools, classes and studios near you, filtered by what you fancy.',
    ),
  },
  {
    key: 'how-it-works.step-3',
    content: step(
      'Book',
      'Reserve a class in the app, or just turn up to gyms and pools that take walk-ins.',
    ),
  },
  {
    key: 'how-it-works.step-4',
    content: step('Go', 'Show your pass at reception and enjoy it. Then discover more.'),
  },
  {
    key: 'pricing.small-print',
    content: text(
      `Taster £1 for 7 days, then your chosen plan's weekly price billed every 4 weeks unless cancelled. Some activities require a top-up from £2.50 per visit.`,
    ),
  },
  {
    key: 'pricing.small-print',
    hideCopyPrices: true,
    content: text(
      'Plans renew automatically unless cancelled. Some activities require a top-up per visit.',
    ),
  },
  {
    key: 'pricing.small-print',
    pageVariant: 'Welcome',
    content: text(
      'Discounted price applies to new members who join before 31 March 2027 and lasts while you stay.',
    ),
  },
  { key: 'sticky-bar.text', content: text(`Try ${BRAND} for £1`) },
  { key: 'sticky-bar.text', hideCopyPrices: true, content: text(`Join ${BRAND} today`) },
  {
    key: 'venue.intro',
    pageVariant: 'Venue',
    content: text(`Visit this venue and hundreds more with one ${BRAND} membership.`),
  },
  ...TERMS_TEXTS,
]

export function buildTexts(): TextRow[] {
  return SEEDS.map((seed, index) => ({
    id: index + 1,
    key: seed.key,
    cityCode: seed.cityCode ?? null,
    marketingPartnerSlug: seed.marketingPartnerSlug ?? null,
    pageVariant: seed.pageVariant ?? null,
    variantRef: seed.variantRef ?? null,
    hideCopyPrices: seed.hideCopyPrices ?? null,
    content: seed.content,
  }))
}
