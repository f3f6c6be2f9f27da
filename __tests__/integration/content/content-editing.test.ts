/**
 * @jest-environment node
 *
 * The content desk against real databases (PGlite always, PostgreSQL with TEST_DATABASE_URL):
 * a FAQ's draft saved beside the live row, refused input with a message per field and nothing
 * lost or saved, publishing through the real lifecycle handler (role refusals first) to what
 * the GraphQL API answers, the audit entry, the history and revert; a Document's blocks and a
 * text's audience; a testimonial. Then what the desk adds and takes down: a new FAQ, text
 * version and testimonial are drafts visitors see once published; Take down makes a live row a
 * draft again; a scheduled publish runs through the schedule runner.
 */
import { count, desc, eq } from 'drizzle-orm'
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
import { testimonialImageUrl } from '@/lib/images/generated-images'
import { BASE_REVISION_FIELD } from '@/lib/desk-editing/editor-state'
import { BLOCK_EDIT_FIELD } from '@/lib/desk-editing/document-blocks'
import type { SubmittedForm } from '@/lib/desk-editing/read-document-form'
import type { ContentKind } from '@/lib/content/content-routes'
import { londonInputValue, parseLondonInput } from '@/lib/time/london-date-time'
import { faqRows, testimonialRows, textRows } from '@/server/catalogue/content'
import type { Database } from '@/server/db/client'
import { catalogueMeta, deskScheduledChanges, faqs, testimonials, texts } from '@/server/db/schema'
import { listAuditEntries } from '@/server/desk/audit-log'
import { takeFlash } from '@/server/desk/flash'
import { deskSessionFor } from '@/server/desk/desk-session'
import type { Acting } from '@/server/desk-editing/document-lifecycle'
import { findDocument, listHistory } from '@/server/desk-editing/revision-store'
import { runDueChanges } from '@/server/desk-editing/scheduled-changes'
import { DESK_COLLECTIONS } from '@/server/desk-registry/desk-collections'
import {
  createContentFromForm,
  loadContentEditor,
  saveContentFromForm,
} from '@/server/content/content-editor'
import { handleContentLifecycle } from '@/server/content/content-lifecycle-requests'
import { listContent } from '@/server/content/content-list'
import { newContent } from '@/server/content/new-content'

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
  const create = (kind: ContentKind, from: number | null, form: SubmittedForm) =>
    createContentFromForm(db, kind, from, form, ANN)
  async function newFaq(heading: string) {
    const created = await create('faqs', null, {
      heading,
      contentHtml: '<p>Yes, at every venue.</p>',
      pageVariant: '',
      variantRef: '',
      position: '900',
    })
    if (!created?.ok) throw new Error(JSON.stringify(created))
    return Number(created.entityId)
  }
  const publicFaqIds = async () => (await faqRows(db, null)).map((row) => row.id)
  async function flashOf(staff: TestStaff) {
    const session = await deskSessionFor(db, new Headers({ cookie: staff.cookie }))
    return takeFlash(db, session!.sessionId)
  }
  async function listedStatus(kind: ContentKind, id: number) {
    return (await listContent(db))[kind].find((row) => row.id === id)?.status
  }
  const textForm = (value: string, cityCode: string): SubmittedForm => ({
    value,
    cityCode,
    marketingPartnerSlug: '',
    pageVariant: '',
    variantRef: '',
    hideCopyPrices: '',
  })
  async function publicText(key: string, city: string) {
    const response = await post(yoga(), FetchTextDocument, {
      input: { _id: key, city, hideCopyPrices: false },
    })
    const text = response.body.data?.text
    return text && 'value' in text ? text.value : null
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
  it('adds a FAQ as a draft, publishes it, takes it down and brings it back', async () => {
    const [last] = await db.select().from(faqs).orderBy(desc(faqs.position)).limit(1)
    const start = await newContent(db, 'faqs', null)
    expect(start?.values).toMatchObject({
      heading: null,
      pageVariant: null,
      position: String(last!.position + 1),
    })

    const heading = `Can I bring my own towel? (${driver})`
    const id = await newFaq(heading)
    const [row] = await db.select().from(faqs).where(eq(faqs.id, id))
    expect(row).toMatchObject({ heading, isDraft: true, position: 900 })
    // A draft: the catalogue's reads and the API leave it out.
    expect(await publicFaqIds()).not.toContain(id)
    expect(await publicFaqHeadings()).not.toContain(heading)
    expect(await loadContentEditor(db, 'faqs', id, { historyLimit: 5 })).toMatchObject({
      status: 'draft',
      live: false,
      revision: 1,
      liveRevision: null,
    })
    expect(await listedStatus('faqs', id)).toBe('draft')
    const [created] = await listAuditEntries(db, { action: 'content.save', subject: `FAQ #${id}` })
    expect(created).toMatchObject({
      actor: { email: ANN.staff!.email },
      details: { revision: 1, origin: 'created' },
    })

    // An editor adds but neither publishes nor takes down.
    for (const intent of ['publish', 'unpublish']) {
      expect((await lifecycle('faqs', id, editor, { intent, revision: '1' })).status).toBe(403)
    }
    expect(await publicFaqIds()).not.toContain(id)

    let before = refreshes
    const published = await lifecycle('faqs', id, publisher, { intent: 'publish', revision: '1' })
    expect(published.status).toBe(303)
    expect(refreshes).toBe(before + 1)
    expect(await publicFaqIds()).toContain(id)
    expect(await publicFaqHeadings()).toContain(heading)
    expect(await listedStatus('faqs', id)).toBe('live')
    await flashOf(publisher)

    before = refreshes
    const versionBefore = await catalogueVersion()
    const takenDown = await lifecycle('faqs', id, publisher, { intent: 'unpublish' })
    expect(takenDown.status).toBe(303)
    expect(takenDown.headers.get('location')).toBe(`/marketing/content/faqs/${id}`)
    expect(refreshes).toBe(before + 1)
    expect(await catalogueVersion()).toBeGreaterThan(versionBefore)
    expect(await flashOf(publisher)).toEqual({
      kind: 'content-changed',
      text: 'Taken down: the pages no longer show this FAQ. It stays here as a draft; publish it to bring it back.',
    })
    expect(await publicFaqIds()).not.toContain(id)
    expect(await publicFaqHeadings()).not.toContain(heading)
    // The row and its history stay.
    const [down] = await db.select().from(faqs).where(eq(faqs.id, id))
    expect(down).toMatchObject({ heading, isDraft: true })
    expect(await loadContentEditor(db, 'faqs', id, { historyLimit: 5 })).toMatchObject({
      status: 'unpublished',
      live: false,
      liveRevision: null,
    })
    expect(await listedStatus('faqs', id)).toBe('unpublished')
    const again = await lifecycle('faqs', id, publisher, { intent: 'unpublish' })
    expect(again.status).toBe(409)

    // A draft row follows its newest revision; visitors still see nothing.
    const renamed = `${heading} Yes.`
    expect(
      await save('faqs', id, faqForm(down!, { heading: renamed, position: '900' }), 1),
    ).toMatchObject({ ok: true, revision: 2 })
    const [followed] = await db.select().from(faqs).where(eq(faqs.id, id))
    expect(followed).toMatchObject({ heading: renamed, isDraft: true })
    expect(await publicFaqIds()).not.toContain(id)

    expect(
      (await lifecycle('faqs', id, publisher, { intent: 'publish', revision: '2' })).status,
    ).toBe(303)
    expect(await publicFaqHeadings()).toContain(renamed)
    expect(await loadContentEditor(db, 'faqs', id, { historyLimit: 5 })).toMatchObject({
      status: 'live',
      liveRevision: 2,
    })
    const actions = (await listAuditEntries(db, { subject: `FAQ #${id}` })).map(
      (entry) => entry.action,
    )
    expect(actions).toEqual([
      'content.publish',
      'content.save',
      'content.unpublish',
      'content.publish',
      'content.save',
    ])
  })

  it('takes down a seeded FAQ: an editor may not, a publisher may, and it comes back', async () => {
    const row = (await db.select().from(faqs).orderBy(faqs.position, faqs.id)).find(
      (faq) => faq.pageVariant === null && faq.variantRef === null && !faq.isDraft,
    )!
    expect((await lifecycle('faqs', row.id, editor, { intent: 'unpublish' })).status).toBe(403)
    expect(await publicFaqIds()).toContain(row.id)
    expect((await lifecycle('faqs', row.id, publisher, { intent: 'unpublish' })).status).toBe(303)
    expect(await publicFaqIds()).not.toContain(row.id)
    const data = await loadContentEditor(db, 'faqs', row.id, { historyLimit: 5 })
    expect(data).toMatchObject({ status: 'unpublished', live: false })
    expect(
      (
        await lifecycle('faqs', row.id, publisher, {
          intent: 'publish',
          revision: String(data!.revision),
        })
      ).status,
    ).toBe(303)
    expect(await publicFaqIds()).toContain(row.id)
  })

  it('adds a text as a version of its key for another audience, seen there once published', async () => {
    const key = 'hero.subtitle'
    const rows = await db.select().from(texts).where(eq(texts.key, key))
    const london = rows.find((row) => row.cityCode === 'london' && row.content.kind === 'Text')!
    const manchester = rows.find((row) => row.cityCode === 'manchester')!
    const generic = await publicText(key, 'leeds')
    expect(generic).not.toBeNull()

    // The form starts as the source says it, with its kind; the key is the source's.
    const start = await newContent(db, 'texts', london.id)
    expect(start).toMatchObject({ key, from: london.id, type: { name: 'text' } })
    expect(start?.values).toMatchObject({ cityCode: 'london' })
    expect(await newContent(db, 'texts', null)).toBeNull()
    expect(await create('texts', 999999999, textForm('Hi', 'leeds'))).toBeNull()

    // An audience a live text of the key already has is refused, nothing added.
    const twin = await create('texts', london.id, textForm('Hello Manchester', 'manchester'))
    expect(twin?.ok === false && twin.state.errors.cityCode).toBe(
      `Text #${manchester.id} already says '${key}' to exactly this audience. Change who sees this one, or edit that one.`,
    )

    const value = `From Headingley to Roundhay: Leeds for £1 (${driver}).`
    const created = await create('texts', london.id, textForm(value, 'leeds'))
    if (!created?.ok) throw new Error(JSON.stringify(created))
    const id = Number(created.entityId)
    const [row] = await db.select().from(texts).where(eq(texts.id, id))
    expect(row).toMatchObject({ key, cityCode: 'leeds', isDraft: true })
    expect(row!.content).toEqual({ kind: 'Text', value })
    expect((await textRows(db, key)).map((text) => text.id)).not.toContain(id)
    expect(await publicText(key, 'leeds')).toBe(generic)

    expect(
      (await lifecycle('texts', id, publisher, { intent: 'publish', revision: '1' })).status,
    ).toBe(303)
    expect(await publicText(key, 'leeds')).toBe(value)
    // Other audiences keep theirs.
    expect(await publicText(key, 'birmingham')).toBe(generic)
    expect(await publicText(key, 'london')).toBe(
      london.content.kind === 'Text' ? london.content.value : null,
    )
    const [entry] = await listAuditEntries(db, { action: 'content.save', subject: `text #${id}` })
    expect(entry?.details).toMatchObject({ origin: 'created', note: expect.stringContaining(key) })
  })

  it("starts a Document's version as a Document, whose block buttons save nothing", async () => {
    const source = (await db.select().from(texts)).find(
      (row) => row.content.kind === 'Document' && row.cityCode === null && !row.isDraft,
    )
    if (!source) throw new Error('the seed has no generic Document text')
    const start = await newContent(db, 'texts', source.id)
    expect(start?.type.name).toBe('document')
    const [before] = await db.select({ value: count() }).from(texts)
    const form: SubmittedForm = {
      'blocks.0.kind': 'Text',
      'blocks.0.text': 'Only for Glasgow',
      cityCode: 'glasgow',
      marketingPartnerSlug: '',
      pageVariant: '',
      variantRef: '',
      hideCopyPrices: '',
    }
    const added = await create('texts', source.id, {
      ...form,
      [BLOCK_EDIT_FIELD]: 'blocks:add-paragraph',
    })
    expect(added?.ok).toBe(false)
    if (!added || added.ok) return
    expect(added.state.input.blocks).toHaveLength(2)
    expect(added.state.announcement).toBeTruthy()
    expect((await db.select({ value: count() }).from(texts))[0]!.value).toBe(before!.value)

    const created = await create('texts', source.id, form)
    if (!created?.ok) throw new Error(JSON.stringify(created))
    const [row] = await db
      .select()
      .from(texts)
      .where(eq(texts.id, Number(created.entityId)))
    expect(row).toMatchObject({ key: source.key, cityCode: 'glasgow', isDraft: true })
    expect(row!.content).toEqual({
      kind: 'Document',
      blocks: [{ kind: 'Text', value: 'Only for Glasgow' }],
    })
  })

  it('lets two drafts share an audience, and refuses to publish the second', async () => {
    const key = 'hero.subtitle'
    const [source] = await db.select().from(texts).where(eq(texts.key, key)).limit(1)
    const ids: number[] = []
    for (const value of ['Birmingham, first draft', 'Birmingham, second draft']) {
      const created = await create('texts', source!.id, textForm(value, 'birmingham'))
      if (!created?.ok) throw new Error(JSON.stringify(created))
      ids.push(Number(created.entityId))
    }
    const [first, second] = ids as [number, number]
    expect(
      (await lifecycle('texts', first, publisher, { intent: 'publish', revision: '1' })).status,
    ).toBe(303)
    const refused = await lifecycle('texts', second, publisher, {
      intent: 'publish',
      revision: '1',
    })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain(
      `Text #${first} already says &#39;${key}&#39; to exactly this audience.`,
    )
    const [still] = await db.select().from(texts).where(eq(texts.id, second))
    expect(still!.isDraft).toBe(true)
    expect(await publicText(key, 'birmingham')).toBe('Birmingham, first draft')
  })

  it('adds a testimonial as a draft, from a customer, after the last one', async () => {
    const start = await newContent(db, 'testimonials', null)
    const [last] = await db
      .select()
      .from(testimonials)
      .orderBy(desc(testimonials.position))
      .limit(1)
    expect(start?.values).toMatchObject({
      type: 'Customer',
      name: null,
      position: String(last!.position + 1),
    })
    const name = `Sam from Bristol (${driver})`
    const created = await create('testimonials', null, {
      type: 'Customer',
      name,
      text: 'Bouldering on Tuesdays, a swim on Sundays.',
      image: testimonialImageUrl(2),
      position: String(start!.values.position),
    })
    if (!created?.ok) throw new Error(JSON.stringify(created))
    const id = Number(created.entityId)
    const names = async () => {
      const response = await post(yoga(), TestimonialsDocument, { type: 'CUSTOMER' })
      return response.body.data?.testimonials.map((item) => item.name) ?? []
    }
    expect((await testimonialRows(db, 'Customer')).map((row) => row.id)).not.toContain(id)
    expect(await names()).not.toContain(name)
    expect(await listedStatus('testimonials', id)).toBe('draft')
    expect(
      (await lifecycle('testimonials', id, publisher, { intent: 'publish', revision: '1' })).status,
    ).toBe(303)
    expect(await names()).toContain(name)
    expect((await lifecycle('testimonials', id, publisher, { intent: 'unpublish' })).status).toBe(
      303,
    )
    expect(await names()).not.toContain(name)
  })

  it('schedules the publish of a draft FAQ, which the runner applies when due', async () => {
    const heading = `Is there parking? (${driver})`
    const id = await newFaq(heading)
    const at = londonInputValue(new Date(Date.now() + 10 * 60_000))
    const form = { intent: 'schedule', change: 'publish', at, revision: '1' }
    expect((await lifecycle('faqs', id, editor, form)).status).toBe(403)
    const bad = await lifecycle('faqs', id, publisher, { ...form, at: 'tomorrow' })
    expect(bad.status).toBe(409)
    expect(await bad.text()).toContain('Enter the date and time, in London time.')

    const scheduled = await lifecycle('faqs', id, publisher, form)
    expect(scheduled.status).toBe(303)
    expect(await flashOf(publisher)).toEqual({ kind: 'content-changed', text: 'Change scheduled.' })
    const data = await loadContentEditor(db, 'faqs', id, { historyLimit: 5 })
    expect(data?.schedules).toEqual([
      expect.objectContaining({ action: 'publish', revision: 1, status: 'pending' }),
    ])
    const runAt = parseLondonInput(at)
    if (!runAt.ok) throw new Error(at)

    // Not due yet: nothing happens.
    expect(
      await runDueChanges(db, DESK_COLLECTIONS, new Date(runAt.instant.getTime() - 1000)),
    ).toEqual({ done: 0, failed: 0 })
    expect(await publicFaqIds()).not.toContain(id)
    expect(
      await runDueChanges(db, DESK_COLLECTIONS, new Date(runAt.instant.getTime() + 1000)),
    ).toEqual({ done: 1, failed: 0 })
    expect(await publicFaqIds()).toContain(id)
    expect(await publicFaqHeadings()).toContain(heading)
    const [entry] = await listAuditEntries(db, {
      action: 'content.publish',
      subject: `FAQ #${id}`,
    })
    expect(entry).toMatchObject({
      actor: null,
      details: { revision: 1, scheduleId: data!.schedules[0]!.id },
    })
    expect(await listedStatus('faqs', id)).toBe('live')
  })

  it('schedules a take down and cancels it', async () => {
    const id = await newFaq(`Are lockers free? (${driver})`)
    await lifecycle('faqs', id, publisher, { intent: 'publish', revision: '1' })
    const at = londonInputValue(new Date(Date.now() + 60 * 60_000))
    expect(
      (await lifecycle('faqs', id, publisher, { intent: 'schedule', change: 'unpublish', at }))
        .status,
    ).toBe(303)
    const [pending] = (await loadContentEditor(db, 'faqs', id, { historyLimit: 1 }))!.schedules
    expect(pending).toMatchObject({ action: 'unpublish', revision: null, status: 'pending' })
    expect(
      (
        await lifecycle('faqs', id, editor, {
          intent: 'cancel-schedule',
          schedule: String(pending!.id),
        })
      ).status,
    ).toBe(403)
    const cancelled = await lifecycle('faqs', id, publisher, {
      intent: 'cancel-schedule',
      schedule: String(pending!.id),
    })
    expect(cancelled.status).toBe(303)
    expect(await flashOf(publisher)).toEqual({
      kind: 'content-changed',
      text: 'Scheduled change cancelled.',
    })
    const [row] = await db
      .select()
      .from(deskScheduledChanges)
      .where(eq(deskScheduledChanges.id, pending!.id))
    expect(row!.status).toBe('cancelled')
    expect(await publicFaqIds()).toContain(id)
  })
})
