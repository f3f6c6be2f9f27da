/**
 * What a New page form starts with: nothing a marketer must decide (slug, texts, title), and
 * the links of an existing live page of the same kind, which a new page almost always shares
 * (the national page for offers, the generic partner page for partner pages).
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { emptyValues, type DocumentValues } from '@/lib/desk-editing/document-type'
import { documentTypeOfKind, type EditablePageKind } from '@/lib/offers/landing-page-types'
import { NATIONAL_SLUG } from '@/lib/seo/sitemap'
import type { Database } from '@/server/db/client'
import { landingPages } from '@/server/db/schema'

const COPIED: Record<EditablePageKind, readonly (keyof typeof landingPages.$inferSelect)[]> = {
  offer: ['signUpUrl', 'signInUrl', 'signInUrlForPurchase', 'continueUrl'],
  partner: ['signUpUrl', 'signInUrl', 'continueUrl', 'entryContext'],
}

const OWN_DEFAULTS: Record<EditablePageKind, DocumentValues> = {
  offer: { pageVariant: 'Discovery', enable3DSecure: true, entryContext: 'partner_offer' },
  partner: {},
}

export async function newPageValues(db: Database, kind: EditablePageKind): Promise<DocumentValues> {
  const values = { ...emptyValues(documentTypeOfKind(kind)), ...OWN_DEFAULTS[kind] }
  const [template] = await db
    .select()
    .from(landingPages)
    .where(
      and(
        eq(landingPages.landingVariant, kind === 'offer' ? 'product' : 'partner'),
        eq(landingPages.variantRef, ''),
        eq(landingPages.isDraft, false),
      ),
    )
    .orderBy(
      kind === 'offer'
        ? sql`${landingPages.urlSlug} = ${NATIONAL_SLUG} DESC`
        : sql`${landingPages.cityCode} IS NULL DESC`,
      asc(landingPages.id),
    )
    .limit(1)
  for (const column of template ? COPIED[kind] : []) {
    const value = template![column]
    if (typeof value === 'string') values[column] = value
  }
  return values
}
