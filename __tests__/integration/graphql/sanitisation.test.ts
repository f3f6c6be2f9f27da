/** @jest-environment node */
/**
 * Every HTML field reaches pages through the one allow-list: the seed's hostile fixtures (an
 * activity description, an offer tagline) and hostile rows written here (FAQ, CMS text, venue
 * description) come out without scripts, event handlers or javascript: links.
 */
import { eq } from 'drizzle-orm'
import { HOSTILE_TAGLINE_SLUG } from '@/server/db/seed/catalogue/seed-landing-pages'
import { faqs, landingPages, texts, venues } from '@/server/db/schema'
import { HOSTILE_FIXTURE_ACTIVITY_ID, HOSTILE_FIXTURE_DESCRIPTION_HTML } from '@/server/db/seed'
import {
  FAQsDocument,
  FetchTextDocument,
  GetActivityDocument,
  GetConfigDocument,
} from '@/graphql/generated/client/graphql'
import { dataOf, post, testYoga } from '../../helpers/graphql-client'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

const HOSTILE =
  '<p onmouseover="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe><style>*{}</style></p>'

function expectClean(html: string) {
  expect(html).not.toMatch(/<script|<\/script|onerror|onmouseover|javascript:|<iframe|<style|<img/i)
}

describe.each(DRIVERS)('sanitisation (%s)', (driver) => {
  let t: TestDatabase
  let yoga: ReturnType<typeof testYoga>

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    yoga = testYoga(t.db)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('the hostile activity description keeps its content and loses its scripts', async () => {
    expect(HOSTILE_FIXTURE_DESCRIPTION_HTML).toMatch(/<script>/)
    const activity = dataOf(
      await post(yoga, GetActivityDocument, { id: String(HOSTILE_FIXTURE_ACTIVITY_ID) }),
    ).activity!
    expectClean(activity.description)
    expect(activity.description).toContain('<strong>candlelit flow</strong>')
    expect(activity.description).toContain('<ul><li>All levels welcome</li>')
  })

  it('the hostile offer tagline is sanitised', async () => {
    const [row] = await t.db
      .select({ tagline: landingPages.packageHtmlTagline })
      .from(landingPages)
      .where(eq(landingPages.urlSlug, HOSTILE_TAGLINE_SLUG))
    expect(row?.tagline).toMatch(/<script>/)
    const page = dataOf(
      await post(yoga, GetConfigDocument, { variant: 'PRODUCT', urlSlug: HOSTILE_TAGLINE_SLUG }),
    ).config.page as { packageHTMLTagline: string }
    expectClean(page.packageHTMLTagline)
    expect(page.packageHTMLTagline).toMatch(/^<strong>/)
  })

  it('hostile FAQ answers, CMS texts and venue descriptions are sanitised', async () => {
    await t.db
      .insert(faqs)
      .values({ pageVariant: 'Voucher', heading: 'Hostile', contentHtml: HOSTILE, position: -1 })
    await t.db.insert(texts).values({
      key: 'hostile.text',
      content: {
        kind: 'Document',
        blocks: [
          { kind: 'Text', value: HOSTILE },
          { kind: 'List', ordered: true, items: [HOSTILE] },
        ],
      },
    })
    const [venuePage] = await t.db
      .select({ slug: landingPages.urlSlug, venueId: landingPages.venueId })
      .from(landingPages)
      .where(eq(landingPages.landingVariant, 'venue'))
      .limit(1)
    await t.db
      .update(venues)
      .set({ description: HOSTILE })
      .where(eq(venues.id, venuePage!.venueId!))

    const faq = dataOf(await post(yoga, FAQsDocument, { variant: 'VOUCHER' })).faqs[0]!
    expect(faq.heading).toBe('Hostile')
    expectClean(faq.content)
    expect(faq.content).toContain('<a rel="noopener noreferrer">x</a>')

    const text = dataOf(
      await post(yoga, FetchTextDocument, { input: { _id: 'hostile.text' } }),
    ).text
    const json = JSON.stringify(text)
    expectClean(json)
    expect(json).toContain('<p>Hi')

    const page = dataOf(
      await post(yoga, GetConfigDocument, { variant: 'VENUE', urlSlug: venuePage!.slug }),
    ).config.page
    if (page.__typename !== 'VenuePage') throw new Error(page.__typename)
    expectClean(page.venue.description)
  })
})
