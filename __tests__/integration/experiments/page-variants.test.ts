/**
 * @jest-environment node
 *
 * Page variants against real databases (PGlite always, PostgreSQL with TEST_DATABASE_URL),
 * through the desk's real handlers and signed-in sessions: a saved revision of a live offer page
 * becomes a variant from its history, a visitor assigned to it gets the revision's button text
 * (or headline) on that page only, the page's render makes room for the running variants'
 * headlines and is marked stale on every instance when the experiment changes, and Publish the winner makes the revision live (publishers only) with an
 * audit entry linking to the results.
 */
import { eq } from 'drizzle-orm'
import { DRIVERS, openTestDatabase, type TestDatabase } from '@/__tests__/helpers/test-database'
import { signedInStaff } from '@/__tests__/helpers/desk-staff'
import { releaseRouteDatabase, useRouteDatabase } from '@/__tests__/helpers/route-runtime'
import type { StaffRole } from '@/lib/desk/permissions'
import { BASE_REVISION_FIELD } from '@/lib/desk-editing/editor-state'
import type { SubmittedForm } from '@/lib/desk-editing/read-document-form'
import type { AssignmentsResponse } from '@/lib/experiments/browser-sync'
import { LANDING_PAGE_COLLECTION, OFFER_PAGE_TYPE } from '@/lib/offers/landing-page-types'
import type { Database } from '@/server/db/client'
import { catalogueMeta, landingPages } from '@/server/db/schema'
import { listAuditEntries } from '@/server/desk/audit-log'
import { deskSessionFor } from '@/server/desk/desk-session'
import { takeFlash } from '@/server/desk/flash'
import { publishRevision, type Acting } from '@/server/desk-editing/document-lifecycle'
import { findDocument } from '@/server/desk-editing/revision-store'
import { handleAssignments } from '@/server/experiments/assignments-handler'
import { handleExperimentSave } from '@/server/experiments/desk-save'
import { findExperiment } from '@/server/experiments/experiments-table'
import { runningPageVariantValues } from '@/server/experiments/page-variant-content'
import { pageVariantRoom } from '@/lib/experiments/page-variants'
import {
  handlePublishWinner,
  handleUsePageVariant,
} from '@/server/experiments/page-variant-requests'
import { landingPageCollection } from '@/server/offers/landing-page-collection'
import { createPageFromForm, savePageFromForm } from '@/server/offers/page-editor'

const ORIGIN = 'http://localhost:3000'
const ANN: Acting = {
  staff: { id: 'ann', email: 'ann@move.example', name: 'Ann' },
  clientAddress: '203.0.113.5',
}
const LIVE_BUTTON = 'Try for £1'
const VARIANT_BUTTON = 'Start today for £1'
const VARIANT_HEADLINE = 'Your first class for £1, this spring'
let counter = 0
function visitor(): string {
  counter += 1
  return `00000000-0000-4000-8000-${String(Date.now() % 1e6).padStart(6, '0')}${String(counter).padStart(6, '0')}`
}

describe.each(DRIVERS)('page variants on %s', (driver) => {
  let test: TestDatabase
  let db: Database
  const cookies = new Map<StaffRole, string>()
  let page: { id: number; slug: string; path: string; form: SubmittedForm }
  const revalidated: string[] = []

  function post(path: string, fields: Record<string, string>, role: StaffRole) {
    return new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        cookie: cookies.get(role)!,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields).toString(),
    })
  }
  async function flashOf(role: StaffRole) {
    const session = await deskSessionFor(db, new Headers({ cookie: cookies.get(role)! }))
    return takeFlash(db, session!.sessionId)
  }
  const useVariant = (revision: number, role: StaffRole = 'editor') =>
    handleUsePageVariant(
      post(
        '/marketing/experiments/page-variants',
        { page: String(page.id), revision: String(revision) },
        role,
      ),
      db,
    )
  const publishWinner = (key: string, variant: string, role: StaffRole) =>
    handlePublishWinner(
      post(`/marketing/experiments/${key}/publish-winner`, { variant }, role),
      key,
      {
        db,
        revalidatePaths: (paths) => revalidated.push(...paths),
      },
    )
  async function assignmentsOn(path: string) {
    const response = await handleAssignments(
      new Request(
        `${ORIGIN}/api/experiments?path=${encodeURIComponent(path)}&visitor=${visitor()}`,
      ),
      db,
    )
    return (await response.json()) as AssignmentsResponse
  }
  const catalogueVersion = async () =>
    (await db.select({ version: catalogueMeta.version }).from(catalogueMeta))[0]!.version
  /** A publisher runs the experiment with these allocations (control first) through its form. */
  async function runWith(key: string, allocations: number[]) {
    const stored = (await findExperiment(db, key))!
    const fields: Record<string, string> = {
      revision: String(stored.revision),
      description: stored.definition.description,
      status: 'running',
      pathPrefix: page.path,
    }
    allocations.forEach((allocation, index) => {
      fields[`variant.${index}.allocation`] = String(allocation)
    })
    const response = await handleExperimentSave(
      post(`/marketing/experiments/${key}/save`, fields, 'publisher'),
      key,
      db,
    )
    expect(response.status).toBe(303)
    expect(await flashOf('publisher')).toMatchObject({ kind: 'experiment-saved', key })
  }
  const liveRow = async () =>
    (await db.select().from(landingPages).where(eq(landingPages.id, page.id)))[0]!

  beforeAll(async () => {
    test = await openTestDatabase(driver)
    db = test.db
    useRouteDatabase(test)
    for (const role of ['editor', 'publisher'] as const)
      cookies.set(role, (await signedInStaff(db, role)).cookie)
    const slug = `variant-offer-${process.pid}-${Date.now().toString(36)}`
    const form: SubmittedForm = {
      urlSlug: slug,
      pageVariant: 'Discovery',
      cityCode: 'london',
      ctaText: 'Spring into something new',
      ctaButtonText: LIVE_BUTTON,
      signUpUrl: 'https://account.example.com/signup',
      signInUrl: 'https://account.example.com/signin',
      signInUrlForPurchase: 'https://account.example.com/signin?intent=purchase',
      continueUrl: 'https://account.example.com/continue',
      enable3DSecure: 'on',
      entryContext: 'partner_offer',
      pageTitle: 'Spring at Move London',
      pageDescription: 'A spring offer for Londoners.',
    }
    const created = await createPageFromForm(db, OFFER_PAGE_TYPE, form, ANN)
    if (!created.ok) throw new Error(JSON.stringify(created.state.errors))
    const published = await publishRevision(
      db,
      landingPageCollection,
      String(created.pageId),
      1,
      ANN,
      { requireLatest: true },
    )
    if (!published.ok) throw new Error(published.message)
    page = { id: created.pageId, slug, path: published.subject, form }
    // Revision 2: only the button text; revision 3: the title as well; revision 4: the headline.
    const save = (changes: SubmittedForm, base: number) =>
      savePageFromForm(
        db,
        page.id,
        OFFER_PAGE_TYPE,
        { ...form, ...changes, [BASE_REVISION_FIELD]: String(base) },
        ANN,
      )
    expect(await save({ ctaButtonText: VARIANT_BUTTON }, 1)).toMatchObject({
      ok: true,
      revision: 2,
    })
    expect(
      await save({ ctaButtonText: VARIANT_BUTTON, pageTitle: 'Another title' }, 2),
    ).toMatchObject({ ok: true, revision: 3 })
    expect(await save({ ctaText: VARIANT_HEADLINE }, 3)).toMatchObject({ ok: true, revision: 4 })
  }, 120_000)

  afterAll(async () => {
    releaseRouteDatabase()
    await test?.close()
  })

  it('refuses a revision that changes more than the page swaps in place, or one that is live', async () => {
    const other = await useVariant(3)
    expect(other.status).toBe(409)
    expect(await other.text()).toContain('differs from the live page in pageTitle')
    const same = await useVariant(1)
    expect(same.status).toBe(409)
    expect(await same.text()).toContain('the same headline, button text, hero images and layout')
    expect(await findExperiment(db, `page-${page.id}`)).toBeNull()
  })

  it('makes the revision a variant from the history, and serves its button text on that page only', async () => {
    const key = `page-${page.id}`
    const response = await useVariant(2)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/marketing/experiments/${key}`)
    expect(await flashOf('editor')).toMatchObject({ kind: 'experiment-changed', key })
    const stored = (await findExperiment(db, key))!
    const versionBefore = await catalogueVersion()
    expect(await runningPageVariantValues(db, page.id)).toEqual([])
    expect(stored.definition).toMatchObject({
      status: 'off',
      pathPrefix: page.path,
      variants: [
        { key: 'control', allocation: 50 },
        { key: 'r2', allocation: 50, pageRevision: 2 },
      ],
    })
    expect((await useVariant(2)).status).toBe(409)

    // A publisher starts it at 100 % through the experiment form.
    await runWith(key, [0, 100])
    // Starting it marked the page's cached renders stale on every instance: the page's row moved
    // the catalogue version (the trigger every instance follows).
    expect((await catalogueVersion()) > versionBefore).toBe(true)

    const onPage = await assignmentsOn(page.path)
    expect(onPage.variants[key]).toBe('r2')
    expect(onPage.pageValues).toEqual({ ctaButtonText: VARIANT_BUTTON })
    expect(onPage.counted).toContain(key)
    // The prefix's neighbour and another page: control, not counted, nothing swapped.
    for (const path of [`${page.path}-copy`, '/london']) {
      const elsewhere = await assignmentsOn(path)
      expect(elsewhere.variants[key]).toBe('control')
      expect(elsewhere.pageValues).toEqual({})
      expect(elsewhere.counted).not.toContain(key)
    }
    // The live page itself is unchanged until a winner is published.
    expect((await liveRow()).ctaButtonText).toBe(LIVE_BUTTON)
  })

  it('adds a headline revision to the running experiment; the render makes room for its headline', async () => {
    const key = `page-${page.id}`
    expect((await useVariant(4, 'editor')).status).toBe(403)
    const versionBefore = await catalogueVersion()
    const added = await useVariant(4, 'publisher')
    expect(added.status).toBe(303)
    expect((await catalogueVersion()) > versionBefore).toBe(true)
    const values = await runningPageVariantValues(db, page.id)
    expect(values).toEqual([{ ctaButtonText: VARIANT_BUTTON }, { ctaText: VARIANT_HEADLINE }])
    expect(pageVariantRoom(String(page.form.ctaText), values)).toEqual({
      headlines: [VARIANT_HEADLINE],
      images: false,
      sectionOrder: false,
      video: false,
    })
    // At 0 % until a publisher gives it visitors.
    await runWith(key, [0, 0, 100])
    const onPage = await assignmentsOn(page.path)
    expect(onPage.variants[key]).toBe('r4')
    expect(onPage.pageValues).toEqual({ ctaText: VARIANT_HEADLINE })
    // Back to r2 for the winner below.
    await runWith(key, [0, 100, 0])
  })

  it('refuses Publish the winner to an editor, and changes nothing', async () => {
    const key = `page-${page.id}`
    const refused = await publishWinner(key, 'r2', 'editor')
    expect(refused.status).toBe(403)
    expect((await liveRow()).ctaButtonText).toBe(LIVE_BUTTON)
    expect((await findExperiment(db, key))!.definition.status).toBe('running')
  })

  it('publishes the winner: the live page becomes the revision, the experiment stops, the audit links to the results', async () => {
    const key = `page-${page.id}`
    const response = await publishWinner(key, 'r2', 'publisher')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/marketing/experiments#${key}`)
    expect(await liveRow()).toMatchObject({ ctaButtonText: VARIANT_BUTTON, isDraft: false })
    const head = await findDocument(db, {
      collection: LANDING_PAGE_COLLECTION,
      entityId: String(page.id),
    })
    expect(head).toMatchObject({ liveRevision: 2, latestRevision: 4 })
    expect(revalidated).toContain(page.path)
    expect((await findExperiment(db, key))!.definition.status).toBe('stopped')
    const [entry] = await listAuditEntries(db, { action: 'experiment.publish-winner', limit: 1 })
    expect(entry).toMatchObject({
      subject: `experiment ${key}`,
      details: {
        variant: 'r2',
        revision: 2,
        page: page.path,
        stopped: true,
        link: `/marketing/experiments#${key}`,
      },
    })
    expect(await flashOf('publisher')).toMatchObject({
      kind: 'experiment-changed',
      text: expect.stringContaining(`Published revision 2 (variant r2) as ${page.path}`),
    })
    // The stopped experiment serves control everywhere.
    expect((await assignmentsOn(page.path)).pageValues).toEqual({})
  })
})
