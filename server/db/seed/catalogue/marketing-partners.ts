/** The four marketing partners (spec §3): fictional employers and benefit schemes. */
import { partnerLogoUrl } from '@/lib/images/generated-images'
import type { PageVariant } from './types'

export interface MarketingPartnerDefinition {
  id: number
  slug: string
  name: string
  /** The partner's own package, created in packages.ts. */
  packageId: number
  displayPartnerLogo: boolean
  /** Brand colour for the generated logo. */
  colour: string
  /** The partner's offer page. */
  offer: { urlSlug: string; pageVariant: PageVariant; cityCode: string }
}

export const MARKETING_PARTNERS: readonly MarketingPartnerDefinition[] = [
  {
    id: 1,
    slug: 'northwind-health',
    name: 'Northwind Health',
    packageId: 5001,
    displayPartnerLogo: true,
    colour: '#0b6e4f',
    offer: { urlSlug: 'northwind-health-welcome', pageVariant: 'Welcome', cityCode: 'manchester' },
  },
  {
    id: 2,
    slug: 'larkspur-benefits',
    name: 'Larkspur Benefits',
    packageId: 5002,
    displayPartnerLogo: true,
    colour: '#5b3fa6',
    offer: { urlSlug: 'larkspur-benefits-voucher', pageVariant: 'Voucher', cityCode: 'london' },
  },
  {
    id: 3,
    slug: 'fernhill-workplace',
    name: 'Fernhill Workplace',
    packageId: 5003,
    displayPartnerLogo: true,
    colour: '#b5461f',
    offer: { urlSlug: 'fernhill-workplace-offer', pageVariant: 'Discovery', cityCode: 'leeds' },
  },
  {
    id: 4,
    slug: 'kestrel-rewards',
    name: 'Kestrel Rewards',
    packageId: 5004,
    displayPartnerLogo: false,
    colour: '#1f5f99',
    offer: { urlSlug: 'kestrel-rewards-offer', pageVariant: 'Discovery', cityCode: 'brighton' },
  },
]

export function marketingPartnerLogoUrl(partner: MarketingPartnerDefinition): string {
  return partnerLogoUrl(partner.slug)
}
