/**
 * @jest-environment node
 *
 * The content desk against real databases (PGlite always, PostgreSQL with TEST_DATABASE_URL):
 * a FAQ's draft saved beside the live row, refused input with a message per field and nothing
 * lost or saved, publishing through the real lifecycle handler (role refusals first) to what
 * the GraphQL API answers, the audit entry, the history and revert; a Document's blocks and a
 * text's audience; a testimonial.
 */
import { eq } from 'drizzle-orm'
import { signedInStaff, type TestStaff } from '@/__tests__/helpers/desk-staff'
import { post, testYoga } from '@/__tests__/helpers/graphql-client'
import {
  freshClientAddress,
  fromClient,
  releaseRouteDatabase,
  useRouteDatabase,
} from '@/__tests__/helpers/route-runtime'
import { DRIVERS, openTestDatabase, type TestDatabase } from '@/__tests__/helpers/test-database'
import {
  FAQsDocument,
  FetchTextDocument,
  TestimonialsDocument,
} from '@/graphql/generated/client/graphql'
import { BASE_REVISION_FIELD } from '@/lib/desk-editing/editor-state'
import { BLOCK_EDIT_FIELD } from '@/lib/desk-editing/document-blocks'
import type { SubmittedForm } from '@/lib/desk-editing/read-document-form'
import type { ContentKind } from '@/lib/content/content-routes'
import type { Database } from '@/server/db/client'
import { catalogueMeta, faqs, testimonials, texts } from '@/server/db/schema'
import { listAuditEntries } from '@/server/desk/audit-log'
import { takeFlash } from '@/server/desk/flash'
import { deskSessionFor } from '@/server/desk/desk-session'
import type { Acting } from '@/server/desk-editing/document-lifecycle'
import { findDocument, listHistory } from '@/server/desk-editing/revision-store'
import { loadContentEditor, saveContentFromForm } from '@/server/content/content-editor'
import { handleContentLifecycle } from '@/server/content/content-lifecycle-requests'

const ORIGIN = 'http://localhost:3000'
const ANN: Acting = {
  staff: { id: 'ann', email: 'ann@move.example', name: 'Ann' },
  clientAddress: '203.0.113.5',
}

describe.each(DRIVERS)('the content desk on %s', (driver) => {
  let test: TestDatabase
  let db: Database
  let publisher: TestStaff
  let editor: TestStaff
  let viewer: TestStaff
  let refreshes = 0

  beforeAll(async () => {
    test = await openTestDatabase(driver)
    db = test.db
    useRouteDatabase(test)
    ;[publisher, editor, viewer] = await Promise.all([
      signedInStaff(db, 'publisher'),
      signedInStaff(db, 'editor'),
      signedInStaff(db, 'viewer'),
    ])
  }, 120_000)
  afterAll(async () => {
    releaseRouteDatabase()
    await test?.close()
  })

  const yoga = () => testYoga(db)
  const lifecycle = (
    kind: string,
    id: number | string,
    staff: TestStaff,
    form: Record<string, string>,
  ) =>
    handleContentLifecycle(
      new Request(`${ORIGIN}/marketing/content/${kind}/${id}/lifecycle`, {
        method: 'POST',
        headers: fromClient(freshClientAddress(), {
          cookie: staff.cookie,
          origin: ORIGIN,
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        }),
        body: new URLSearchParams(form).toString(),
      }),
      kind,
      String(id),
      { db, refreshPages: () => (refreshes += 1) },
    )
  const save = (kind: ContentKind, id: number, form: SubmittedForm, base: number) =>
    saveContentFromForm(db, kind, id, { ...form, [BASE_REVISION_FIELD]: String(base) }, ANN)

  async function catalogueVersion() {
    const [meta] = await db.select().from(catalogueMeta).where(eq(catalogueMeta.id, 1))
    return meta!.version
  }
  async function genericFaq() {
    const rows = await db.select().from(faqs).orderBy(faqs.position, faqs.id)
    const row = rows.find((faq) => faq.pageVariant === null && faq.variantRef === null)
    if (!row) throw new Error('the seed has no generic FAQ')
    return row
  }
  const faqForm = (row: typeof faqs.$inferSelect, changes: SubmittedForm = {}): SubmittedForm => ({
    heading: row.heading,
    contentHtml: row.contentHtml,
    defaultOpen: row.defaultOpen ? 'on' : undefined,
    mentionsPrices: row.mentionsPrices ? 'on' : undefined,
    pageVariant: '',
    variantRef: '',
    position: String(row.position),
    ...changes,
  })
  async function publicFaqHeadings() {
    const response = await post(yoga(), FAQsDocument, {})
    return (response.body.data?.faqs ?? []).map((faq) => faq.heading)
  }

  it('refuses bad input with a message per field, keeps what was typed and saves nothing', async () => {
    const row = await genericFaq()
    const result = await save(
      'faqs',
      row.id,
      faqForm(row, { heading: '', contentHtml: 'x'.repeat(4001), position: 'first' }),
      1,
    )
    expect(result?.ok).toBe(false)
    if (!result || result.ok) return
    expect(result.state.errors).toEqual({
      heading: 'Enter the question',
      contentHtml: 'Answer must be 4000 characters or fewer (it has 4001)',
      position: 'Order must be a whole number from 0 to 9999',
    })
    expect(result.state.input.position).toBe('first')
    expect(result.state.formError).toMatch(/^Nothing was saved/)
    expect(await findDocument(db, { collection: 'faq', entityId: String(row.id) })).toBeNull()
  })

  it('saves a draft beside the live FAQ, publishes it for a publisher only, with its audit entry', async () => {
    const row = await genericFaq()
    const heading = `Can I bring a friend? (${driver})`
    const saved = await save(
      'faqs',
      row.id,
      faqForm(row, { heading, contentHtml: '<p>Yes<script>alert(1)</script>, on Fridays.</p>' }),
      1,
    )
    expect(saved).toEqual({ ok: true, revision: 2, unchanged: false })
    // A draft: visitors still see the live row.
    expect(await publicFaqHeadings()).toContain(row.heading)
    expect(await publicFaqHeadings()).not.toContain(heading)
    const data = await loadContentEditor(db, 'faqs', row.id, { historyLimit: 10 })
    expect(data).toMatchObject({
      status: 'changed',
      revision: 2,
      liveRevision: 1,
      title: row.heading,
    })
    expect(data?.values.contentHtml).toBe('<p>Yes, on Fridays.</p>')

    // Editors and viewers cannot publish; nothing changes.
    for (const staff of [editor, viewer]) {
      const refused = await lifecycle('faqs', row.id, staff, { intent: 'publish', revision: '2' })
      expect(refused.status).toBe(403)
    }
    expect(await publicFaqHeadings()).not.toContain(heading)

    const before = refreshes
    const versionBefore = await catalogueVersion()
    const published = await lifecycle('faqs', row.id, publisher, {
      intent: 'publish',
      revision: '2',
    })
    expect(published.status).toBe(303)
    expect(published.headers.get('location')).toBe(`/marketing/content/faqs/${row.id}`)
    expect(refreshes).toBe(before + 1)
    // What every other instance follows (server/catalogue-freshness) to re-render its pages.
    expect(await catalogueVersion()).toBeGreaterThan(versionBefore)
    expect(await publicFaqHeadings()).toContain(heading)
    const [live] = await db.select().from(faqs).where(eq(faqs.id, row.id))
    expect(live).toMatchObject({ heading, contentHtml: '<p>Yes, on Fridays.</p>' })

    const [entry] = await listAuditEntries(db, {
      action: 'content.publish',
      subject: `FAQ #${row.id}`,
    })
    expect(entry).toMatchObject({ actor: { email: publisher.email }, details: { revision: 2 } })
    const session = await deskSessionFor(db, new Headers({ cookie: publisher.cookie }))
    expect(await takeFlash(db, session!.sessionId)).toEqual({
      kind: 'content-changed',
      text: 'Published revision 2 of this FAQ: the pages show it now.',
    })
  })

  it('refuses a stale publish, and reverts to an older revision as a new draft', async () => {
    const row = await genericFaq()
    const head = await findDocument(db, { collection: 'faq', entityId: String(row.id) })
    const latest = head!.latestRevision
    const changed = await save(
      'faqs',
      row.id,
      faqForm(row, { heading: 'A newer question' }),
      latest,
    )
    expect(changed).toMatchObject({ ok: true, revision: latest + 1 })
    const stale = await lifecycle('faqs', row.id, publisher, {
      intent: 'publish',
      revision: String(latest),
    })
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain(
      `Revision ${latest + 1} was saved after revision ${latest}`,
    )

    const reverted = await lifecycle('faqs', row.id, publisher, { intent: 'revert', revision: '1' })
    expect(reverted.status).toBe(303)
    const data = await loadContentEditor(db, 'faqs', row.id, { historyLimit: 50 })
    expect(data).toMatchObject({ revision: latest + 2, status: 'changed' })
    const imported = (await listHistory(db, head!.id, 50)).find(
      (entry) => entry.kind === 'revision' && entry.number === 1,
    )
    expect(data?.values.heading).toBe(imported?.kind === 'revision' ? imported.data.heading : null)
    // The live FAQ is what was published, until the revert is published too.
    const [live] = await db.select().from(faqs).where(eq(faqs.id, row.id))
    expect(live!.heading).toBe(row.heading)
    const [entry] = await listAuditEntries(db, {
      action: 'content.revert',
      subject: `FAQ #${row.id}`,
    })
    expect(entry?.details).toMatchObject({ from: 1, revision: latest + 2 })
  })

  it('answers 404 for content that does not exist, after the door', async () => {
    expect(
      (await lifecycle('faqs', 999999999, publisher, { intent: 'publish', revision: '1' })).status,
    ).toBe(404)
    expect(
      (await lifecycle('pages', 1, publisher, { intent: 'publish', revision: '1' })).status,
    ).toBe(404)
    expect(
      (await lifecycle('faqs', 999999999, viewer, { intent: 'publish', revision: '1' })).status,
    ).toBe(403)
  })

  it("edits a Document's blocks without saving, then saves and publishes them", async () => {
    const [row] = await db.select().from(texts).where(eq(texts.key, 'how-it-works.step-1')).limit(1)
    const documentRow =
      row?.content.kind === 'Document'
        ? row
        : (await db.select().from(texts)).find((text) => text.content.kind === 'Document')
    if (!documentRow) throw new Error('the seed has no Document text')
    const form: SubmittedForm = {
      'blocks.0.kind': 'Text',
      'blocks.0.text': 'First paragraph',
      'blocks.1.kind': 'List',
      'blocks.1.ordered': 'on',
      'blocks.1.item': ['One', 'Two', ''],
      'blocks.2.kind': 'Text',
      'blocks.2.text': '   ',
      cityCode: documentRow.cityCode ?? '',
      marketingPartnerSlug: documentRow.marketingPartnerSlug ?? '',
      pageVariant: documentRow.pageVariant ?? '',
      variantRef: documentRow.variantRef ?? '',
      hideCopyPrices:
        documentRow.hideCopyPrices === null ? '' : documentRow.hideCopyPrices ? 'hidden' : 'shown',
    }
    // A block button: the form comes back with the list moved up, nothing saved.
    const moved = await save(
      'texts',
      documentRow.id,
      { ...form, [BLOCK_EDIT_FIELD]: 'blocks:up:1' },
      1,
    )
    expect(moved?.ok).toBe(false)
    if (!moved || moved.ok) return
    expect(moved.state.announcement).toBe('List 2 moved up to 1.')
    expect(moved.state.input.blocks).toEqual([
      { kind: 'List', ordered: true, items: ['One', 'Two', ''] },
      { kind: 'Text', value: 'First paragraph' },
      { kind: 'Text', value: '   ' },
    ])
    expect(
      await findDocument(db, { collection: 'text', entityId: String(documentRow.id) }),
    ).toBeNull()

    const html = await save(
      'texts',
      documentRow.id,
      { ...form, 'blocks.0.text': 'Bold <b>claims</b>' },
      1,
    )
    expect(html?.ok === false && html.state.errors).toEqual({
      blocks: 'Paragraph 1: write plain text, without < or >',
    })

    expect(await save('texts', documentRow.id, form, 1)).toMatchObject({ ok: true, revision: 2 })
    const published = await lifecycle('texts', documentRow.id, publisher, {
      intent: 'publish',
      revision: '2',
    })
    expect(published.status).toBe(303)
    const [live] = await db.select().from(texts).where(eq(texts.id, documentRow.id))
    expect(live!.content).toEqual({
      kind: 'Document',
      blocks: [
        { kind: 'Text', value: 'First paragraph' },
        { kind: 'List', ordered: true, items: ['One', 'Two'] },
      ],
    })
    const response = await post(yoga(), FetchTextDocument, {
      input: {
        _id: documentRow.key,
        city: documentRow.cityCode,
        marketingPartner: documentRow.marketingPartnerSlug,
        variantRef: documentRow.variantRef,
        hideCopyPrices: documentRow.hideCopyPrices ?? false,
      },
    })
    expect(JSON.stringify(response.body.data?.text)).toContain('First paragraph')
  })

  it('refuses a text audience another text of the key already has', async () => {
    const rows = await db.select().from(texts).where(eq(texts.key, 'hero.subtitle'))
    const london = rows.find((row) => row.cityCode === 'london' && row.content.kind === 'Text')
    const generic = rows.find(
      (row) =>
        row.cityCode === null &&
        row.marketingPartnerSlug === null &&
        row.pageVariant === null &&
        row.variantRef === null &&
        row.hideCopyPrices === null,
    )
    if (!london || !generic) throw new Error('the seed has no London and generic hero.subtitle')
    const result = await save(
      'texts',
      london.id,
      {
        value: 'Hello London',
        cityCode: '',
        marketingPartnerSlug: '',
        pageVariant: '',
        variantRef: '',
        hideCopyPrices: '',
      },
      1,
    )
    expect(result?.ok === false && result.state.errors.cityCode).toContain(`Text #${generic.id}`)
  })

  it('saves and publishes a testimonial with a picture from the image pool only', async () => {
    const [row] = await db
      .select()
      .from(testimonials)
      .where(eq(testimonials.type, 'Customer'))
      .limit(1)
    const form: SubmittedForm = {
      type: 'Customer',
      name: 'Priya from Leeds',
      text: 'Swimming on Monday, climbing on Thursday.',
      image: 'https://evil.example/face.jpg',
      position: String(row!.position),
    }
    const refused = await save('testimonials', row!.id, form, 1)
    expect(refused?.ok === false && refused.state.errors).toEqual({
      image: 'Choose the picture from the list',
    })
    const saved = await save('testimonials', row!.id, { ...form, image: row!.image }, 1)
    expect(saved).toMatchObject({ ok: true, revision: 2 })
    expect(
      (await lifecycle('testimonials', row!.id, publisher, { intent: 'publish', revision: '2' }))
        .status,
    ).toBe(303)
    const response = await post(yoga(), TestimonialsDocument, { type: 'CUSTOMER' })
    expect(response.body.data?.testimonials.map((item) => item.name)).toContain('Priya from Leeds')
  })
})
