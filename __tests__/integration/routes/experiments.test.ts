/**
 * @jest-environment node
 *
 * Experiments end to end through the real handlers against a real, migrated and seeded database
 * (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): assignments, sticky cookies and QA
 * overrides; exposures and conversions; a lead attributed at /store-cookies; objecting; the
 * desk's save with its checks; retention.
 */
import { and, eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { experimentConversions, experimentExposures, experiments } from '@/server/db/schema'
import type { ExperimentDefinition } from '@/lib/experiments/definition'
import type { AssignmentsResponse } from '@/lib/experiments/browser-sync'
import { OBJECTION_COOKIE, OBJECTION_VALUE } from '@/lib/privacy/objection'
import { listAuditEntries } from '@/server/desk/audit-log'
import { deskSessionFor } from '@/server/desk/desk-session'
import { takeFlash } from '@/server/desk/flash'
import { signedInStaff } from '@/__tests__/helpers/desk-staff'
import { releaseRouteDatabase, useRouteDatabase } from '@/__tests__/helpers/route-runtime'
import type { StaffRole } from '@/lib/desk/permissions'
import { handleAssignments } from '@/server/experiments/assignments-handler'
import { createAssignmentsNodeHandler } from '@/server/experiments/assignments-node-handler'
import { withHttpServer } from '@/__tests__/helpers/raw-http'
import { handleExperimentEvents } from '@/server/experiments/events-handler'
import { handleExperimentSave } from '@/server/experiments/desk-save'
import {
  experimentEvaluator,
  EXPERIMENTS_REFRESH_MS,
  forgetExperimentEvaluator,
} from '@/server/experiments/experiment-evaluator'
import { findExperiment } from '@/server/experiments/experiments-table'
import { handleStoreCookies } from '@/server/landing/store-cookies'
import { deleteExpiredRows } from '@/server/retention/delete-expired-rows'
// A fresh database per file: the desk save and retention change experiments and audit rows.
import { DRIVERS, openTestDatabase, type TestDatabase } from '@/__tests__/helpers/test-database'

const ORIGIN = 'http://localhost:3000'
let counter = 0
/** A fresh callsign-shaped visitor id per call. */
function visitor(): string {
  counter += 1
  return `00000000-0000-4000-8000-${String(Date.now() % 1e6).padStart(6, '0')}${String(counter).padStart(6, '0')}`
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.includes('Path=/api/experiments'))
    ?.split(';')[0]

describe.each(DRIVERS)('experiments against %s', (driver) => {
  let handle: TestDatabase
  let db: Database

  beforeAll(async () => {
    handle = await openTestDatabase(driver)
    db = handle.db
  })
  afterAll(async () => {
    await handle?.close()
  })

  async function setExperiment(key: string, patch: Partial<ExperimentDefinition>) {
    await db.update(experiments).set(patch).where(eq(experiments.key, key))
    forgetExperimentEvaluator(db)
  }

  function assignments(query: string, cookie?: string) {
    return handleAssignments(
      new Request(`${ORIGIN}/api/experiments?${query}`, { headers: cookie ? { cookie } : {} }),
      db,
    )
  }

  function events(body: unknown, headers: Record<string, string> = {}) {
    return handleExperimentEvents(
      new Request(`${ORIGIN}/api/experiments/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      db,
    )
  }

  const exposuresOf = (id: string) =>
    db.select().from(experimentExposures).where(eq(experimentExposures.visitorId, id))
  const conversionsOf = (id: string) =>
    db.select().from(experimentConversions).where(eq(experimentConversions.visitorId, id))

  describe('GET /api/experiments', () => {
    beforeAll(() =>
      setExperiment('ctaButtonText', {
        status: 'running',
        variants: [
          { key: 'control', allocation: 0 },
          { key: 'b', allocation: 100, buttonText: 'Start moving today' },
        ],
      }),
    )

    it.each([
      ['path=london', 'path must be a site path starting with /'],
      [`path=/${'x'.repeat(300)}`, 'path must be a site path'],
      ['path=/&visitor=<script>', 'visitor must be the callsign'],
      [`path=/&experiments=${'a:b,'.repeat(200)}`, 'experiments must be at most 500 characters'],
    ])('answers 400 with a message (case %#)', async (query, message) => {
      const response = await assignments(query)
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: { message: string; code: string } }
      expect(body.error).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining(message) })
    })

    it('gives a running variant with its text, never cached, and a sticky cookie for two paths', async () => {
      const id = visitor()
      const response = await assignments(`path=/london&visitor=${id}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const body = (await response.json()) as AssignmentsResponse
      expect(body.variants).toEqual({
        ctaButtonText: 'b',
        noFullscreenMap: 'control',
        pricingTabs: 'control',
      })
      expect(body.buttonTexts).toEqual({ ctaButtonText: 'Start moving today' })
      expect(body.counted).toEqual(['ctaButtonText'])
      const cookies = response.headers.getSetCookie()
      expect(cookies).toHaveLength(2)
      expect(cookies[0]).toMatch(
        /^move_experiments=[^;]+\|ctaButtonText__0=b; Path=\/api\/experiments; Max-Age=7776000; SameSite=Lax; HttpOnly$/,
      )
      expect(cookies[1]).toContain('Path=/store-cookies')
    })

    it('keeps a visitor in their variant after the allocation changes (sticky), and only them', async () => {
      const id = visitor()
      const cookie = cookieOf(await assignments(`path=/london&visitor=${id}`))!
      await setExperiment('ctaButtonText', {
        variants: [
          { key: 'control', allocation: 100 },
          { key: 'b', allocation: 0, buttonText: 'Start moving today' },
        ],
      })
      const sticky = (await (
        await assignments(`path=/london&visitor=${id}`, cookie)
      ).json()) as AssignmentsResponse
      expect(sticky.variants.ctaButtonText).toBe('b')
      const fresh = (await (
        await assignments(`path=/london&visitor=${visitor()}`)
      ).json()) as AssignmentsResponse
      expect(fresh.variants.ctaButtonText).toBe('control')
      await setExperiment('ctaButtonText', {
        variants: [
          { key: 'control', allocation: 0 },
          { key: 'b', allocation: 100, buttonText: 'Start moving today' },
        ],
      })
    })

    it('gives control without a callsign, applies QA overrides and explains an unknown key', async () => {
      const response = await assignments(
        'path=/london&experiments=noFullscreenMap:on,fullscreen:on',
      )
      expect(response.headers.getSetCookie()).toEqual([])
      const body = (await response.json()) as AssignmentsResponse
      expect(body.variants.noFullscreenMap).toBe('on')
      expect(body.variants.ctaButtonText).toBe('control')
      expect(body.counted).toEqual([])
      expect(body.messages).toEqual([
        'Unknown experiment "fullscreen" in ?experiments=; known experiments: ctaButtonText, noFullscreenMap, pricingTabs.',
      ])
    })

    it('gives an objector control, stores nothing and clears their cookie', async () => {
      const id = visitor()
      const cookie = cookieOf(await assignments(`path=/london&visitor=${id}`))!
      const response = await assignments(
        `path=/london&visitor=${id}&experiments=noFullscreenMap:on`,
        `${cookie}; ${OBJECTION_COOKIE}=${OBJECTION_VALUE}`,
      )
      const body = (await response.json()) as AssignmentsResponse
      expect(body).toEqual({
        variants: {},
        buttonTexts: {},
        pageValues: {},
        counted: [],
        messages: [],
      })
      expect(response.headers.getSetCookie()).toEqual([
        'move_experiments=; Path=/api/experiments; Max-Age=0; SameSite=Lax; HttpOnly',
        'move_experiments=; Path=/store-cookies; Max-Age=0; SameSite=Lax; HttpOnly',
      ])
    })
  })

  describe("GET /api/experiments in the production server's experiments lane", () => {
    beforeAll(() => useRouteDatabase(handle))
    afterAll(() => releaseRouteDatabase())

    it('answers over HTTP as the route does: variants, two cookies, and 400 with a message', async () => {
      await withHttpServer(createAssignmentsNodeHandler(), async (origin) => {
        const id = visitor()
        const response = await fetch(`${origin}/api/experiments?path=/london&visitor=${id}`)
        expect(response.status).toBe(200)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(response.headers.get('content-type')).toContain('application/json')
        const body = (await response.json()) as AssignmentsResponse
        expect(body.variants.ctaButtonText).toBe('b')
        expect(body.buttonTexts).toEqual({ ctaButtonText: 'Start moving today' })
        const cookies = response.headers.getSetCookie()
        expect(cookies.map((line) => line.match(/Path=[^;]+/)?.[0])).toEqual([
          'Path=/api/experiments',
          'Path=/store-cookies',
        ])

        const bad = await fetch(`${origin}/api/experiments?path=london`)
        expect(bad.status).toBe(400)
        expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST')
      })
    })
  })

  describe('POST /api/experiments/events and the lead at /store-cookies', () => {
    it('records the exposure under the variant the server assigns, and the CTA click once', async () => {
      const id = visitor()
      const cookie = cookieOf(await assignments(`path=/london&visitor=${id}`))!
      const body = {
        visitor: id,
        path: '/london',
        exposed: ['ctaButtonText', 'noFullscreenMap', 'nonsense'],
      }
      expect((await events(body, { cookie })).status).toBe(204)
      expect((await events({ ...body, converted: 'cta-click' }, { cookie })).status).toBe(204)
      expect(
        (await events({ ...body, exposed: [], converted: 'cta-click' }, { cookie })).status,
      ).toBe(204)
      // noFullscreenMap is off: seen, but not counted.
      expect((await exposuresOf(id)).map((row) => [row.experimentKey, row.variantKey])).toEqual([
        ['ctaButtonText', 'b'],
      ])
      expect(
        (await conversionsOf(id)).map((row) => [row.experimentKey, row.variantKey, row.goal]),
      ).toEqual([['ctaButtonText', 'b', 'cta-click']])
    })

    it.each([
      ['{', 400, 'The body must be JSON.'],
      [{ visitor: 'x', path: '/' }, 400, 'visitor must be the callsign'],
      [
        { visitor: '00000000-0000-4000-8000-000000000000', path: 'x' },
        400,
        'path must be a site path',
      ],
      [
        { visitor: '00000000-0000-4000-8000-000000000000', path: '/', exposed: 'all' },
        400,
        'exposed must be a list',
      ],
      [
        { visitor: '00000000-0000-4000-8000-000000000000', path: '/', converted: 'purchase' },
        400,
        "converted must be 'cta-click'",
      ],
      [JSON.stringify({ padding: 'x'.repeat(3000) }), 413, 'at most 2048 bytes'],
    ])('refuses body %# with %i', async (body, status, message) => {
      const response = await events(body)
      expect(response.status).toBe(status)
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
        message,
      )
    })

    it('refuses another site (403) and drops an objector’s events unread (204)', async () => {
      const id = visitor()
      const body = { visitor: id, path: '/london', exposed: ['ctaButtonText'] }
      expect((await events(body, { origin: 'https://evil.example' })).status).toBe(403)
      expect(
        (await events(body, { cookie: `${OBJECTION_COOKIE}=${OBJECTION_VALUE}` })).status,
      ).toBe(204)
      expect(await exposuresOf(id)).toEqual([])
    })

    it('counts a lead for the experiments the visitor was exposed to, by the cookie, never the address', async () => {
      const id = visitor()
      const stickyCookie = cookieOf(await assignments(`path=/london&visitor=${id}`))!
      await events(
        { visitor: id, path: '/london', exposed: ['ctaButtonText'] },
        { cookie: stickyCookie },
      )
      const lead = (cookie: string, email: string) =>
        handleStoreCookies(
          new Request(`${ORIGIN}/store-cookies?utm_capture_email=${email}&landing=/london`, {
            headers: { cookie, 'sec-fetch-site': 'same-origin' },
          }),
          { db, sameSiteNavigation: true, allowedHosts: ['account.example.com'] },
        )
      const objecting = `${stickyCookie}; ${OBJECTION_COOKIE}=${OBJECTION_VALUE}`
      expect((await lead(objecting, `objector-${counter}@example.com`)).status).toBe(303)
      expect(await conversionsOf(id)).toEqual([])
      expect((await lead(stickyCookie, `lead-${counter}@example.com`)).status).toBe(303)
      const rows = await conversionsOf(id)
      expect(rows.map((row) => [row.experimentKey, row.variantKey, row.goal])).toEqual([
        ['ctaButtonText', 'b', 'lead'],
      ])
      expect(JSON.stringify(rows)).not.toContain('@')
    })
  })

  describe('the desk save', () => {
    const cookies = new Map<StaffRole, string>()
    beforeAll(async () => {
      useRouteDatabase(handle)
      for (const role of ['editor', 'admin'] as const)
        cookies.set(role, (await signedInStaff(db, role)).cookie)
    })
    afterAll(() => releaseRouteDatabase())

    function save(key: string, fields: Record<string, string>, role: StaffRole = 'admin') {
      return handleExperimentSave(
        new Request(`${ORIGIN}/marketing/experiments/${key}/save`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: ORIGIN,
            cookie: cookies.get(role)!,
          },
          body: new URLSearchParams(fields).toString(),
        }),
        key,
        db,
      )
    }
    /** The one-time confirmation the next desk page shows this role's session, taken. */
    async function flashOf(role: StaffRole = 'admin') {
      const session = await deskSessionFor(db, new Headers({ cookie: cookies.get(role)! }))
      return takeFlash(db, session!.sessionId)
    }
    const lastAudit = async () => (await listAuditEntries(db, { limit: 1 }))[0]
    async function formOf(key: string) {
      const stored = (await findExperiment(db, key))!
      const fields: Record<string, string> = {
        revision: String(stored.revision),
        description: stored.definition.description,
        status: stored.definition.status,
        pathPrefix: stored.definition.pathPrefix ?? '',
      }
      stored.definition.variants.forEach((variant, index) => {
        fields[`variant.${index}.allocation`] = String(variant.allocation)
        if (variant.buttonText) fields[`variant.${index}.buttonText`] = variant.buttonText
      })
      return fields
    }

    it('sends allocations that do not add up back to the form with what was typed, saving nothing', async () => {
      const before = await findExperiment(db, 'noFullscreenMap')
      const fields = {
        ...(await formOf('noFullscreenMap')),
        'variant.0.allocation': '70',
        'variant.1.allocation': '20',
      }
      const response = await save('noFullscreenMap', fields)
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/marketing/experiments/noFullscreenMap')
      const flash = await flashOf()
      expect(flash).toMatchObject({ kind: 'experiment-refused', problem: 'invalid' })
      expect(
        new URLSearchParams(flash?.kind === 'experiment-refused' ? flash.submitted : '').get(
          'variant.0.allocation',
        ),
      ).toBe('70')
      expect(await findExperiment(db, 'noFullscreenMap')).toEqual(before)
    })

    it('saves, audits, and the next assignment sees the change at once', async () => {
      const fields = {
        ...(await formOf('noFullscreenMap')),
        status: 'running',
        'variant.0.allocation': '0',
        'variant.1.allocation': '100',
      }
      const response = await save('noFullscreenMap', fields)
      expect(response.headers.get('location')).toBe('/marketing/experiments#noFullscreenMap')
      expect(await flashOf()).toEqual({
        kind: 'experiment-saved',
        key: 'noFullscreenMap',
        notices: [],
      })
      expect(await lastAudit()).toMatchObject({
        action: 'experiment.start',
        subject: 'experiment noFullscreenMap',
        details: {
          changes: [
            'status off → running',
            'allocation control 100 %, on 0 % → control 0 %, on 100 %',
          ],
        },
      })
      const body = (await (
        await assignments(`path=/london&visitor=${visitor()}`)
      ).json()) as AssignmentsResponse
      expect(body.variants.noFullscreenMap).toBe('on')
      // The same form again: its revision is stale now.
      const stale = await save('noFullscreenMap', {
        ...fields,
        'variant.0.allocation': '50',
        'variant.1.allocation': '50',
      })
      expect(stale.headers.get('location')).toBe('/marketing/experiments/noFullscreenMap')
      expect(await flashOf()).toMatchObject({ kind: 'experiment-refused', problem: 'conflict' })
    })

    it('lets an editor edit an experiment that is off but not start one', async () => {
      const fields = await formOf('pricingTabs')
      expect(
        (await save('pricingTabs', { ...fields, description: 'Edited by an editor' }, 'editor'))
          .status,
      ).toBe(303)
      expect((await findExperiment(db, 'pricingTabs'))!.definition.description).toBe(
        'Edited by an editor',
      )
      const start = await save(
        'pricingTabs',
        { ...(await formOf('pricingTabs')), status: 'running' },
        'editor',
      )
      expect(start.headers.get('location')).toBe('/marketing/experiments/pricingTabs')
      expect(await flashOf('editor')).toMatchObject({
        kind: 'experiment-refused',
        problem: 'forbidden',
      })
      expect((await findExperiment(db, 'pricingTabs'))!.definition.status).toBe('off')
    })

    it('retires a variant removed while running: its visitors see control, their history stays', async () => {
      const id = visitor()
      const cookie = cookieOf(await assignments(`path=/london&visitor=${id}`))!
      await events({ visitor: id, path: '/london', exposed: ['ctaButtonText'] }, { cookie })
      const fields = {
        ...(await formOf('ctaButtonText')),
        'variant.new.key': 'c',
        'variant.new.allocation': '100',
        'variant.new.buttonText': 'Join the movement',
        'variant.1.allocation': '0',
        'variant.1.remove': 'yes',
      }
      expect((await save('ctaButtonText', fields)).status).toBe(303)
      expect(await flashOf()).toMatchObject({
        kind: 'experiment-saved',
        notices: ['Variant b was removed: its visitors now see control, and its results are kept.'],
      })
      const body = (await (
        await assignments(`path=/london&visitor=${id}`, cookie)
      ).json()) as AssignmentsResponse
      expect(body.variants.ctaButtonText).toBe('control')
      expect(body.counted).not.toContain('ctaButtonText')
      const history = await db
        .select()
        .from(experimentExposures)
        .where(and(eq(experimentExposures.visitorId, id), eq(experimentExposures.variantKey, 'b')))
      expect(history).toHaveLength(1)
      const newcomer = (await (
        await assignments(`path=/london&visitor=${visitor()}`)
      ).json()) as AssignmentsResponse
      expect(newcomer).toMatchObject({
        variants: { ctaButtonText: 'c' },
        buttonTexts: { ctaButtonText: 'Join the movement' },
      })
    })
  })

  it('picks up a change another instance made within the refresh interval, never blocking on it', async () => {
    forgetExperimentEvaluator(db)
    const start = Date.now()
    const first = await experimentEvaluator(db, start)
    const status = () =>
      first.definitions.find((definition) => definition.key === 'pricingTabs')?.status
    expect(status()).toBe('off')
    // Another instance's save: only the table changes.
    await db
      .update(experiments)
      .set({ status: 'stopped' })
      .where(eq(experiments.key, 'pricingTabs'))
    expect(await experimentEvaluator(db, start + EXPERIMENTS_REFRESH_MS - 1)).toBe(first)
    // Past the interval the old copy still answers while the new one loads…
    expect(await experimentEvaluator(db, start + EXPERIMENTS_REFRESH_MS)).toBe(first)
    // …and the next request gets the new one.
    let next = first
    for (let tries = 0; tries < 50 && next === first; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      next = await experimentEvaluator(db, start + EXPERIMENTS_REFRESH_MS + 1)
    }
    expect(next.definitions.find((definition) => definition.key === 'pricingTabs')?.status).toBe(
      'stopped',
    )
    await db.update(experiments).set({ status: 'off' }).where(eq(experiments.key, 'pricingTabs'))
    forgetExperimentEvaluator(db)
  })

  it('deletes exposures and conversions older than the analytics retention', async () => {
    const id = visitor()
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000)
    await db.insert(experimentExposures).values({
      experimentKey: 'ctaButtonText',
      variantKey: 'control',
      visitorId: id,
      createdAt: old,
    })
    await db.insert(experimentConversions).values({
      experimentKey: 'ctaButtonText',
      variantKey: 'control',
      visitorId: id,
      goal: 'lead',
      createdAt: old,
    })
    await deleteExpiredRows(db)
    expect(await exposuresOf(id)).toEqual([])
    expect(await conversionsOf(id)).toEqual([])
  })
})
