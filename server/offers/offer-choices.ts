/**
 * The option lists of the landing page documents' choice fields (lib/offers/landing-page-types.ts
 * OFFER_CHOICE_SOURCES): cities, marketing partners and packages from the catalogue, and the
 * hero and logo pictures of the image pool. Three small queries.
 */
import { asc } from 'drizzle-orm'
import type { Choice, ChoiceSources } from '@/lib/desk-editing/document-type'
import { OFFER_CHOICE_SOURCES } from '@/lib/offers/landing-page-types'
import {
  HEADER_IMAGE_CITIES,
  headerImageUrl,
  partnerLogoUrl,
  type HeaderImageCity,
} from '@/lib/images/generated-images'
import type { Database } from '@/server/db/client'
import { cities, marketingPartners, packages } from '@/server/db/schema'

const PRODUCT_LABELS: Record<string, string> = {
  DiscoveryMembership: 'Discovery',
  FullMembership: 'Full',
  MoveFive: 'lite',
}

function sceneLabel(city: HeaderImageCity, names: ReadonlyMap<string, string>): string {
  return city === 'generic' ? 'Generic scene' : `${names.get(city) ?? city} scene`
}

export async function offerChoiceSources(db: Database): Promise<ChoiceSources> {
  const [cityRows, partnerRows, packageRows] = await Promise.all([
    db
      .select({ code: cities.code, name: cities.name })
      .from(cities)
      .orderBy(asc(cities.position), asc(cities.code)),
    db
      .select({
        id: marketingPartners.id,
        slug: marketingPartners.slug,
        name: marketingPartners.name,
      })
      .from(marketingPartners)
      .orderBy(asc(marketingPartners.name)),
    db
      .select({
        id: packages.id,
        title: packages.title,
        productType: packages.productType,
        cityCode: packages.cityCode,
      })
      .from(packages)
      .orderBy(asc(packages.cityCode), asc(packages.id)),
  ])
  const cityNames = new Map(cityRows.map((row) => [row.code, row.name]))
  const scenes = (size: '1280x640' | '640x480'): Choice[] =>
    HEADER_IMAGE_CITIES.map((city) => ({
      value: headerImageUrl(city, size),
      label: `${sceneLabel(city, cityNames)} (${size})`,
    }))
  return {
    [OFFER_CHOICE_SOURCES.cities]: cityRows.map((row) => ({ value: row.code, label: row.name })),
    [OFFER_CHOICE_SOURCES.partners]: partnerRows.map((row) => ({
      value: String(row.id),
      label: row.name,
    })),
    [OFFER_CHOICE_SOURCES.packages]: packageRows.map((row) => ({
      value: String(row.id),
      label: `${row.title} (${PRODUCT_LABELS[row.productType] ?? row.productType}, ${
        row.cityCode ? (cityNames.get(row.cityCode) ?? row.cityCode) : 'national'
      }, #${row.id})`,
    })),
    [OFFER_CHOICE_SOURCES.heroImages]: scenes('1280x640'),
    [OFFER_CHOICE_SOURCES.mobileHeroImages]: scenes('640x480'),
    [OFFER_CHOICE_SOURCES.logos]: partnerRows.map((row) => ({
      value: partnerLogoUrl(row.slug),
      label: `${row.name} logo`,
    })),
  }
}
