/**
 * @jest-environment node
 *
 * The offers editor against real databases (PGlite always, PostgreSQL with TEST_DATABASE_URL):
 * a new page from a form (messages per field, nothing saved when any fails, a unique slug), the
 * refused second save that keeps what was typed, the field-by-field revision diff, publish and
 * unpublish as visitors (GraphQL config) and crawlers (the sitemap) see them, a live page's
 * draft seen only in preview, revert, and a scheduled change that runs once with two runners.
 */
import { and, count, eq } from 'drizzle-orm'
import { DRIVERS, openTestDatabase, type TestDatabase } from '@/__tests__/helpers/test-database'
import { post, testYoga } from '@/__tests__/helpers/graphql-client'
import { GetConfigDocument } from '@/graphql/generated/client/graphql'
import { CONFIRM_BASE_FIELD, BASE_REVISION_FIELD } from '@/lib/desk-editing/editor-state'
import type { SubmittedForm } from '@/lib/desk-editing/read-document-form'
import { LANDING_PAGE_COLLECTION, OFFER_PAGE_TYPE } from '@/lib/offers/landing-page-types'
import { openDatabase, type Database, type DatabaseHandle } from '@/server/db/client'
import { deskDocumentEvents, deskScheduledChanges, landingPages } from '@/server/db/schema'
import { listAuditEntries } from '@/server/desk/audit-log'
import {
  publishRevision,
  revertToRevision,
  unpublishDocument,
  type Acting,
} from '@/server/desk-editing/document-lifecycle'
import { findDocument, listHistory } from '@/server/desk-editing/revision-store'
import { runDueChanges, scheduleChange } from '@/server/desk-editing/scheduled-changes'
import { landingPageCollection } from '@/server/offers/landing-page-collection'
import { createPageFromForm, savePageFromForm } from '@/server/offers/page-editor'
import { sitemapEntries } from '@/server/seo/sitemap'

const ANN: Acting = {
  staff: { id: 'ann', email: 'ann@move.example', name: 'Ann' },
  clientAddress: '203.0.113.5',
}
const BOB: Acting = {
  staff: { id: 'bob', email: 'bob@move.example', name: 'Bob' },
  clientAddress: '203.0.113.6',
}
const COLLECTIONS = new Map([[LANDING_PAGE_COLLECTION, landingPageCollection]])

let run = 0
/** A valid New page form for an offer with its own slug. */
function offerForm(changes: SubmittedForm = {}): SubmittedForm {
  run += 1
  return {
    urlSlug: `spring-welcome-${process.pid}-${Date.now().toString(36)}-${run}`,
    pageVariant: 'Discovery',
    cityCode: 'london',
    ctaText: 'Spring into something new',
    ctaButtonText: 'Try for £1',
    signUpUrl: 'https://account.example.com/signup',
    signInUrl: 'https://account.example.com/signin',
    signInUrlForPurchase: 'https://account.example.com/signin?intent=purchase',
    continueUrl: 'https://account.example.com/continue',
    enable3DSecure: 'on',
    entryContext: 'partner_offer',
    pageTitle: 'Spring at Move London',
    pageDescription: 'A spring offer for Londoners.',
    ...changes,
  }
}

describe.each(DRIVERS)('the offers editor on %s', (driver) => {
  let test: TestDatabase
  let db: Database

  beforeAll(async () => {
    test = await openTestDatabase(driver)
    db = test.db
  }, 120_000)
  afterAll(() => test?.close())

  const yoga = () => testYoga(db)
  const previewYoga = () => testYoga(db, { isPreview: () => true })
  async function publicConfig(slug: string, preview = false) {
    const response = await post(preview ? previewYoga() : yoga(), GetConfigDocument, {
      variant: 'PRODUCT',
      urlSlug: slug,
    })
    const page = response.body.data?.config.page
    return {
      ctaText: page && 'ctaText' in page ? page.ctaText : null,
      code: response.body.errors?.[0]?.extensions?.code ?? null,
    }
  }
  async function inSitemap(path: string) {
    const entries = await sitemapEntries(db, 'https://www.move.example')
    return entries.some((entry) => entry.url === `https://www.move.example${path}`)
  }
  async function newPage(changes: SubmittedForm = {}) {
    const form = offerForm(changes)
    const created = await createPageFromForm(db, OFFER_PAGE_TYPE, form, ANN)
    if (!created.ok) throw new Error(JSON.stringify(created.state.errors))
    return { id: created.pageId, slug: String(form.urlSlug), form }
  }
  const save = (id: number, form: SubmittedForm, base: number, acting = ANN) =>
    savePageFromForm(
      db,
      id,
      OFFER_PAGE_TYPE,
      { ...form, [BASE_REVISION_FIELD]: String(base) },
      acting,
    )

  it('shows a message per field and saves nothing when any field fails', async () => {
    const [before] = await db.select({ value: count() }).from(landingPages)
    const created = await createPageFromForm(
      db,
      OFFER_PAGE_TYPE,
      offerForm({
        urlSlug: 'Spring Offer!',
        pageTitle: 'T'.repeat(71),
        pageDescription: 'D'.repeat(161),
        signUpUrl: 'https://evil.example/signup',
        ctaText: '',
      }),
      ANN,
    )
    expect(created.ok).toBe(false)
    if (created.ok) return
    expect(created.state.errors).toEqual({
      urlSlug: 'Use 3 to 80 lower-case letters, digits, hyphens (-) or underscores (_)',
      ctaText: 'Enter the call to action text',
      signUpUrl: expect.stringMatching(
        /^Sign-up URL must be an https:\/\/ address on account\.example\.com/,
      ),
      pageTitle: 'Page title must be 70 characters or fewer (it has 71)',
      pageDescription: 'Page description must be 160 characters or fewer (it has 161)',
    })
    expect(created.state.input.urlSlug).toBe('Spring Offer!')
    const [after] = await db.select({ value: count() }).from(landingPages)
    expect(after!.value).toBe(before!.value)
  })

  it('creates a draft page as revision 1, and refuses a slug another page has', async () => {
    const page = await newPage()
    const [row] = await db.select().from(landingPages).where(eq(landingPages.id, page.id))
    expect(row).toMatchObject({ isDraft: true, urlSlug: page.slug, landingVariant: 'product' })
    const head = await findDocument(db, {
      collection: LANDING_PAGE_COLLECTION,
      entityId: String(page.id),
    })
    expect(head).toMatchObject({ latestRevision: 1, liveRevision: null, everPublished: false })
    expect(await publicConfig(page.slug)).toEqual({ ctaText: null, code: 'NOT_FOUND' })

    const again = await createPageFromForm(
      db,
      OFFER_PAGE_TYPE,
      { ...offerForm(), urlSlug: page.slug },
      BOB,
    )
    expect(again.ok).toBe(false)
    if (!again.ok) {
      expect(again.state.errors.urlSlug).toBe(
        `Another page already uses the URL slug '${page.slug}'. Choose another.`,
      )
    }
    // A seeded page's slug, too.
    const taken = await createPageFromForm(
      db,
      OFFER_PAGE_TYPE,
      offerForm({ urlSlug: 'northwind-health-welcome' }),
      BOB,
    )
    expect(!taken.ok && taken.state.errors.urlSlug).toMatch(/already uses/)
  })

  it('refuses the second of two saves from the same revision, and keeps what was typed', async () => {
    const page = await newPage()
    const ann = await save(page.id, { ...page.form, ctaText: 'Ann’s headline' }, 1, ANN)
    expect(ann).toEqual({ ok: true, revision: 2, unchanged: false })
    const bob = await save(page.id, { ...page.form, ctaButtonText: 'Bob’s button' }, 1, BOB)
    expect(bob.ok).toBe(false)
    if (bob.ok) return
    expect(bob.state.conflict).toMatchObject({
      latest: 2,
      by: 'Ann (ann@move.example)',
      changedFields: ['Call to action text'],
    })
    expect(bob.state.formError).toMatch(
      /^Not saved: Ann \(ann@move.example\) saved revision 2 while you were editing/,
    )
    expect(bob.state.input.ctaButtonText).toBe('Bob’s button')
    const [row] = await db.select().from(landingPages).where(eq(landingPages.id, page.id))
    // Ann's save stands (the page is not live, so its row follows the newest revision).
    expect(row).toMatchObject({ ctaText: 'Ann’s headline', ctaButtonText: 'Try for £1' })

    // Bob read revision 2 and saves his anyway: revision 3, Ann's stays in the history.
    const confirmed = await savePageFromForm(
      db,
      page.id,
      OFFER_PAGE_TYPE,
      {
        ...page.form,
        ctaButtonText: 'Bob’s button',
        [BASE_REVISION_FIELD]: '1',
        [CONFIRM_BASE_FIELD]: '2',
      },
      BOB,
    )
    expect(confirmed).toEqual({ ok: true, revision: 3, unchanged: false })

    // Two saves at the same moment from one revision: exactly one goes in.
    const racing = await Promise.all([
      save(page.id, { ...page.form, ctaText: 'First' }, 3, ANN),
      save(page.id, { ...page.form, ctaText: 'Second' }, 3, BOB),
    ])
    expect(racing.filter((result) => result.ok)).toHaveLength(1)
    expect(
      racing.filter((result) => !result.ok && result.state.conflict?.latest === 4),
    ).toHaveLength(1)
  })

  it('imports a page the desk never edited once, even when two first saves race', async () => {
    const [row] = await db
      .select()
      .from(landingPages)
      .where(eq(landingPages.urlSlug, 'larkspur-benefits-voucher'))
    const base = await landingPageCollection.snapshot(db, String(row!.id))
    const form = (ctaText: string): SubmittedForm => ({
      ...Object.fromEntries(
        Object.entries(base!.values).flatMap(([name, value]): Array<[string, string | string[]]> =>
          value === null || value === false
            ? []
            : [[name, value === true ? 'on' : (value as string | string[])]],
        ),
      ),
      ctaText,
    })
    const racing = await Promise.all([
      save(row!.id, form('First of two'), 1, ANN),
      save(row!.id, form('Second of two'), 1, BOB),
    ])
    expect(racing.filter((result) => result.ok)).toEqual([
      { ok: true, revision: 2, unchanged: false },
    ])
    const head = await findDocument(db, {
      collection: LANDING_PAGE_COLLECTION,
      entityId: String(row!.id),
    })
    expect(head).toMatchObject({ latestRevision: 2, liveRevision: 1, everPublished: true })
    const history = await listHistory(db, head!.id)
    expect(history.find((entry) => entry.kind === 'revision' && entry.number === 1)).toMatchObject({
      origin: 'imported',
    })
    // A live page: visitors keep the seeded text until Publish.
    expect((await publicConfig('larkspur-benefits-voucher')).ctaText).toBe(row!.ctaText)
  })

  it('keeps a field-by-field diff of every save, and an unchanged save adds nothing', async () => {
    const page = await newPage()
    await save(page.id, { ...page.form, ctaText: 'Summer is here', layoutMapFirst: 'on' }, 1)
    expect(
      await save(page.id, { ...page.form, ctaText: 'Summer is here', layoutMapFirst: 'on' }, 2),
    ).toEqual({
      ok: true,
      revision: 2,
      unchanged: true,
    })
    const head = await findDocument(db, {
      collection: LANDING_PAGE_COLLECTION,
      entityId: String(page.id),
    })
    const history = await listHistory(db, head!.id)
    const revisions = history.filter((entry) => entry.kind === 'revision')
    expect(revisions.map((entry) => entry.number)).toEqual([2, 1])
    expect(revisions[0]).toMatchObject({
      origin: 'saved',
      author: { email: 'ann@move.example', name: 'Ann' },
      changes: [
        { field: 'ctaText', before: 'Spring into something new', after: 'Summer is here' },
        { field: 'layoutMapFirst', before: false, after: true },
      ],
    })
    const audit = await listAuditEntries(db, {
      action: 'offer.save',
      subject: `/offers/${page.slug}`,
    })
    expect(audit[0]).toMatchObject({
      actor: { id: 'ann', email: 'ann@move.example' },
      clientAddress: '203.0.113.5',
      details: { revision: 2, summary: 'Call to action text, Map before how it works' },
    })
  })

  it('publishes and unpublishes: the page and the sitemap follow; a live page’s draft waits for Publish', async () => {
    const page = await newPage()
    const path = `/offers/${page.slug}`
    expect(await inSitemap(path)).toBe(false)
    expect(
      await publishRevision(db, landingPageCollection, String(page.id), 1, ANN, {
        requireLatest: true,
      }),
    ).toMatchObject({
      ok: true,
      revision: 1,
      subject: path,
    })
    expect(await publicConfig(page.slug)).toEqual({
      ctaText: 'Spring into something new',
      code: null,
    })
    expect(await inSitemap(path)).toBe(true)

    // Editing the live page: a draft revision; visitors keep the live one, preview shows the draft.
    await save(page.id, { ...page.form, ctaText: 'Now with pools' }, 1)
    expect((await publicConfig(page.slug)).ctaText).toBe('Spring into something new')
    expect((await publicConfig(page.slug, true)).ctaText).toBe('Now with pools')
    // Publishing what the publisher saw is refused once a newer revision exists.
    const stale = await publishRevision(db, landingPageCollection, String(page.id), 1, BOB, {
      requireLatest: true,
    })
    expect(stale).toEqual({
      ok: false,
      message:
        'Revision 2 was saved after revision 1, which you were looking at. Review revision 2, then publish.',
    })
    await publishRevision(db, landingPageCollection, String(page.id), 2, ANN, {
      requireLatest: true,
    })
    expect((await publicConfig(page.slug)).ctaText).toBe('Now with pools')

    expect(await unpublishDocument(db, landingPageCollection, String(page.id), ANN)).toMatchObject({
      ok: true,
      revision: 2,
    })
    expect(await publicConfig(page.slug)).toEqual({ ctaText: null, code: 'NOT_FOUND' })
    expect(await inSitemap(path)).toBe(false)
    expect(await unpublishDocument(db, landingPageCollection, String(page.id), ANN)).toEqual({
      ok: false,
      message: 'This page is not live.',
    })
    const actions = (await listAuditEntries(db, { subject: path })).map((entry) => entry.action)
    expect(actions).toEqual([
      'offer.unpublish',
      'offer.publish',
      'offer.save',
      'offer.publish',
      'offer.save',
    ])
  })

  it('reverts to an older revision as a new draft, which Publish takes live', async () => {
    const page = await newPage()
    await publishRevision(db, landingPageCollection, String(page.id), 1, ANN, {
      requireLatest: true,
    })
    await save(page.id, { ...page.form, ctaText: 'A headline that did not work' }, 1)
    await publishRevision(db, landingPageCollection, String(page.id), 2, ANN, {
      requireLatest: true,
    })
    const reverted = await revertToRevision(db, landingPageCollection, String(page.id), 1, ANN)
    expect(reverted).toMatchObject({ ok: true, revision: 3 })
    expect((await publicConfig(page.slug)).ctaText).toBe('A headline that did not work')
    await publishRevision(db, landingPageCollection, String(page.id), 3, ANN, {
      requireLatest: true,
    })
    expect((await publicConfig(page.slug)).ctaText).toBe('Spring into something new')
    const head = await findDocument(db, {
      collection: LANDING_PAGE_COLLECTION,
      entityId: String(page.id),
    })
    const [newest] = await listHistory(db, head!.id)
    expect(newest).toMatchObject({ kind: 'event', action: 'publish', revision: 3 })
    const revision3 = (await listHistory(db, head!.id)).find(
      (entry) => entry.kind === 'revision' && entry.number === 3,
    )
    expect(revision3).toMatchObject({ origin: 'reverted', sourceRevision: 1 })
  })

  it('runs a scheduled publish once, however many runners race for it', async () => {
    const page = await newPage()
    const now = new Date()
    const runAt = new Date(now.getTime() + 5 * 60_000)
    const scheduled = await scheduleChange(
      db,
      landingPageCollection,
      String(page.id),
      { action: 'publish', runAt, revision: null },
      ANN,
      now,
    )
    expect(scheduled.ok).toBe(true)
    if (!scheduled.ok) return
    // Not due yet: nothing happens.
    expect(await runDueChanges(db, COLLECTIONS, new Date(runAt.getTime() - 1000))).toEqual({
      done: 0,
      failed: 0,
    })
    expect((await publicConfig(page.slug)).code).toBe('NOT_FOUND')

    // Two instances: on PostgreSQL a second connection pool of its own.
    let second: DatabaseHandle | undefined
    const other =
      driver === 'postgres' ? (second = await openDatabase({ databaseUrl: test.url! })).db : db
    try {
      const due = new Date(runAt.getTime() + 1000)
      const results = await Promise.all([
        runDueChanges(db, COLLECTIONS, due),
        runDueChanges(other, COLLECTIONS, due),
        runDueChanges(db, COLLECTIONS, due),
      ])
      expect(results.reduce((sum, result) => sum + result.done, 0)).toBe(1)
      expect(results.reduce((sum, result) => sum + result.failed, 0)).toBe(0)
    } finally {
      await second?.close()
    }
    expect((await publicConfig(page.slug)).ctaText).toBe('Spring into something new')
    const [schedule] = await db
      .select()
      .from(deskScheduledChanges)
      .where(eq(deskScheduledChanges.id, scheduled.id))
    expect(schedule).toMatchObject({ status: 'done', revision: 1 })
    const head = await findDocument(db, {
      collection: LANDING_PAGE_COLLECTION,
      entityId: String(page.id),
    })
    const events = await db
      .select({ action: deskDocumentEvents.action })
      .from(deskDocumentEvents)
      .where(and(eq(deskDocumentEvents.documentId, head!.id)))
    expect(events.map((event) => event.action).sort()).toEqual(['schedule', 'scheduled-publish'])
    const audit = await listAuditEntries(db, {
      action: 'offer.publish',
      subject: `/offers/${page.slug}`,
    })
    expect(audit[0]).toMatchObject({
      actor: null,
      details: { revision: 1, scheduleId: scheduled.id },
    })
  })

  it('marks a scheduled change that cannot run as failed, with the reason, once', async () => {
    const page = await newPage()
    const now = new Date()
    const runAt = new Date(now.getTime() + 2 * 60_000)
    // Unpublishing a page that is not live cannot happen.
    const scheduled = await scheduleChange(
      db,
      landingPageCollection,
      String(page.id),
      { action: 'unpublish', runAt, revision: null },
      ANN,
      now,
    )
    expect(scheduled.ok).toBe(true)
    const later = new Date(runAt.getTime() + 1000)
    expect(await runDueChanges(db, COLLECTIONS, later)).toEqual({ done: 0, failed: 1 })
    expect(await runDueChanges(db, COLLECTIONS, later)).toEqual({ done: 0, failed: 0 })
    const [schedule] = await db
      .select()
      .from(deskScheduledChanges)
      .where(eq(deskScheduledChanges.id, scheduled.ok ? scheduled.id : -1))
    expect(schedule).toMatchObject({ status: 'failed', outcome: 'This page is not live.' })
  })

  it('refuses a schedule in the past or too far ahead', async () => {
    const page = await newPage()
    const now = new Date()
    const at = (ms: number) => new Date(now.getTime() + ms)
    const schedule = (runAt: Date) =>
      scheduleChange(
        db,
        landingPageCollection,
        String(page.id),
        { action: 'publish', runAt, revision: null },
        ANN,
        now,
      )
    expect(await schedule(at(-60_000))).toEqual({
      ok: false,
      message: 'Choose a time at least a minute from now.',
    })
    expect(await schedule(at(3 * 366 * 24 * 3600_000))).toEqual({
      ok: false,
      message: 'Choose a time within the next two years.',
    })
  })
})
