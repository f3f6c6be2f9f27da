/**
 * `npm run bench:desk`: the offers editor with 5,000 landing pages. Seeds the catalogue and 5,000
 * offer pages (half of them edited on the desk: a few revisions each, every tenth with a
 * scheduled change) into its own PGlite folder, starts the production server, signs in and
 * measures the server time of the offers list (first page, a deep page, a search) and of the
 * editor and history of pages with revisions: sequential requests on loopback, p50/p95/max.
 * Target: p95 ≤ 200 ms for each. BENCH_PORT picks the port (default 3411).
 */
import path from 'node:path'
import { and, count, eq, like } from 'drizzle-orm'
import { LANDING_PAGE_COLLECTION, OFFER_PAGE_TYPE } from '../lib/offers/landing-page-types'
import { openDatabase, type Database } from '../server/db/client'
import {
  deskDocuments,
  deskRevisions,
  deskScheduledChanges,
  landingPages,
  catalogueMeta,
} from '../server/db/schema'
import { seedCatalogue } from '../server/db/seed'
import { valuesFromRow } from '../server/offers/landing-page-values'
import { startAppServer, table } from './app-server'
import { percentile } from './percentile'

const ROOT = path.resolve(__dirname, '..')
const DATA_DIR = '.data/bench-desk'
const PORT = Number(process.env.BENCH_PORT ?? 3411)
const PASSWORD = 'bench-desk-password-0001'
const PAGES = 5_000
const SLUG_PREFIX = 'bench-offer-'
const WARMUP = 5
const SAMPLES = Number(process.env.BENCH_DESK_SAMPLES ?? 60)
const TARGET_P95_MS = 200
const CITIES = ['london', 'manchester', 'leeds', 'bristol', 'brighton', 'glasgow']

async function seedBenchPages(db: Database): Promise<void> {
  const [meta] = await db.select().from(catalogueMeta).limit(1)
  if (!meta) {
    console.log('Seeding the catalogue…')
    await seedCatalogue(db)
  }
  const [existing] = await db
    .select({ value: count() })
    .from(landingPages)
    .where(like(landingPages.urlSlug, `${SLUG_PREFIX}%`))
  if ((existing?.value ?? 0) >= PAGES) return
  console.log(`Adding ${PAGES} offer pages…`)
  const [template] = await db
    .select()
    .from(landingPages)
    .where(
      and(eq(landingPages.urlSlug, 'northwind-health-welcome'), eq(landingPages.variantRef, '')),
    )
  if (!template) throw new Error('the seeded Welcome offer is missing')
  const { id: _id, updatedAt: _updatedAt, ...base } = template
  void _id
  void _updatedAt
  for (let start = 0; start < PAGES; start += 500) {
    const rows = Array.from({ length: Math.min(500, PAGES - start) }, (_, offset) => {
      const n = start + offset
      return {
        ...base,
        urlSlug: `${SLUG_PREFIX}${String(n).padStart(5, '0')}`,
        cityCode: CITIES[n % CITIES.length]!,
        ctaText: `Bench offer ${n}: one membership, every venue`,
        pageTitle: `Bench offer ${n} | Move`,
        isDraft: n % 3 === 0,
      }
    })
    const inserted = await db.insert(landingPages).values(rows).returning()
    // Half the pages have a desk history: three revisions, the second live.
    for (const row of inserted.filter((_, index) => index % 2 === 0)) {
      const values = valuesFromRow(OFFER_PAGE_TYPE, row)
      const [head] = await db
        .insert(deskDocuments)
        .values({
          collection: LANDING_PAGE_COLLECTION,
          entityId: String(row.id),
          latestRevision: 3,
          liveRevision: row.isDraft ? null : 2,
          everPublished: !row.isDraft,
        })
        .returning({ id: deskDocuments.id })
      await db.insert(deskRevisions).values(
        [1, 2, 3].map((number) => ({
          documentId: head!.id,
          number,
          data: { ...values, ctaText: `${values.ctaText} (revision ${number})` },
          changes:
            number === 1
              ? []
              : [
                  {
                    field: 'ctaText',
                    before: `revision ${number - 1}`,
                    after: `revision ${number}`,
                  },
                ],
          origin: number === 1 ? 'created' : 'saved',
          authorEmail: 'bench@move.example',
          authorName: 'Bench',
        })),
      )
      if (row.id % 10 === 0) {
        await db.insert(deskScheduledChanges).values({
          documentId: head!.id,
          action: 'publish',
          revision: 3,
          runAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
          createdByEmail: 'bench@move.example',
        })
      }
    }
  }
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/marketing/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    // The first admin, whom MARKETING_PASSWORD made on the first start.
    body: new URLSearchParams({ email: 'admin@localhost', password: PASSWORD }),
  })
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  if (response.status !== 303 || !cookie) throw new Error(`sign-in answered ${response.status}`)
  return cookie
}

async function measure(origin: string, cookie: string, paths: string[]) {
  const timings: number[] = []
  let bytes = 0
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const target = paths[i % paths.length]!
    const started = performance.now()
    const response = await fetch(`${origin}${target}`, { headers: { cookie } })
    const body = await response.arrayBuffer()
    const elapsed = performance.now() - started
    if (response.status !== 200) throw new Error(`${target} answered ${response.status}`)
    if (i >= WARMUP) {
      timings.push(elapsed)
      bytes = body.byteLength
    }
  }
  const sorted = [...timings].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)!, bytes }
}

async function main() {
  const handle = await openDatabase({ dataDir: path.join(ROOT, DATA_DIR), workload: 'maintenance' })
  let editedIds: number[]
  try {
    await seedBenchPages(handle.db)
    const edited = await handle.db
      .select({ entityId: deskDocuments.entityId })
      .from(deskDocuments)
      .where(eq(deskDocuments.collection, LANDING_PAGE_COLLECTION))
      .limit(2_000)
    editedIds = edited.map((row) => Number(row.entityId)).filter((id, index) => index % 97 === 0)
    const [total] = await handle.db.select({ value: count() }).from(landingPages)
    console.log(`${total?.value} landing pages, ${edited.length}+ with a desk history.`)
  } finally {
    await handle.close()
  }

  const server = await startAppServer(PORT, {
    dataDir: DATA_DIR,
    env: { MARKETING_PASSWORD: PASSWORD },
  })
  try {
    const cookie = await signIn(server.origin)
    const cases: Array<[string, string[]]> = [
      ['offers list, first page', ['/marketing/offers']],
      ['offers list, page 60 of ~100', ['/marketing/offers?page=60']],
      [
        'offers list, search',
        ['/marketing/offers?q=bench-offer-04', '/marketing/offers?q=Bench+offer+12'],
      ],
      ['editor (3 revisions)', editedIds.map((id) => `/marketing/offers/${id}`)],
      ['history (3 revisions)', editedIds.map((id) => `/marketing/offers/${id}/history`)],
    ]
    const rows: Array<Array<string>> = [
      ['page', 'p50 ms', 'p95 ms', 'max ms', 'KB', 'p95 ≤ 200 ms'],
    ]
    let met = true
    for (const [name, paths] of cases) {
      const result = await measure(server.origin, cookie, paths)
      met &&= result.p95 <= TARGET_P95_MS
      rows.push([
        name,
        result.p50.toFixed(0),
        result.p95.toFixed(0),
        result.max.toFixed(0),
        (result.bytes / 1024).toFixed(0),
        result.p95 <= TARGET_P95_MS ? 'met' : 'NOT met',
      ])
    }
    console.log(`\nbench:desk: ${SAMPLES} sequential requests each after ${WARMUP} warm-up, PGlite`)
    console.log(table(rows))
    console.log(met ? 'Target met.' : 'Target not met.')
  } finally {
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
