/** @jest-environment node */
/**
 * The catalogue watcher in one process, on each driver: a write to a catalogue table bumps
 * catalogue_meta.version (migration 0012's trigger), and the watcher rebuilds the search
 * snapshot and marks the changed pages stale without any request asking. On PGlite the write
 * goes through the app's own handle (no second connection can open it) and the 1 s poll finds
 * it; on PostgreSQL it is a plain SQL UPDATE on a connection of its own, announced by NOTIFY.
 * (Two real server processes on one PostgreSQL: e2e/catalogue-freshness.spec.ts.)
 */
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { activities, catalogueMeta, faqs, venues } from '@/server/db/schema'
import { registry } from '@/server/process-registry.mjs'
import { GetActivityDocument, SearchActivitiesDocument } from '@/graphql/generated/client/graphql'
import {
  startCatalogueWatcher,
  type CatalogueWatcher,
} from '@/server/catalogue-freshness/catalogue-watcher'
import { dataOf, post, testYoga } from '../../helpers/graphql-client'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

/** What the issue asks of every instance. */
const FRESH_WITHIN_MS = 2_000
const BOX = { north: 51.515, south: 51.5, west: -0.14, east: -0.11 }


async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = performance.now() + FRESH_WITHIN_MS
  for (;;) {
    const value = await read()
    if (done(value) || performance.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe.each(DRIVERS)('catalogue watcher (%s)', (driver) => {
  let t: TestDatabase
  let yoga: ReturnType<typeof testYoga>
  let watcher: CatalogueWatcher
  let other: pg.Client | undefined
  const staleTags: string[][] = []
  const refreshes: number[] = []

  /** A plain SQL statement from outside the app: psql's own connection on PostgreSQL. */
  async function writeSql(statement: string): Promise<void> {
    if (other) await other.query(statement)
    else await t.db.execute(sql.raw(statement))
  }

  async function version(): Promise<number> {
    const [meta] = await t.db.select().from(catalogueMeta).where(eq(catalogueMeta.id, 1))
    return meta!.version
  }

  async function firstInBox() {
    return dataOf(await post(yoga, SearchActivitiesDocument, BOX)).searchActivities[0]!
  }

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    yoga = testYoga(t.db)
    registry.pageCache.markTagsStale = (tags) => void staleTags.push(tags)
    if (t.url) {
      other = new pg.Client({ connectionString: t.url })
      await other.connect()
    }
    // The snapshot is warm, as on a running server.
    await firstInBox()
    watcher = startCatalogueWatcher({
      db: t.db,
      databaseUrl: t.url,
      onRefresh: (change) => void refreshes.push(change.version),
    })
    await eventually(
      async () => watcher.version,
      (seen) => seen !== undefined,
    )
    expect(watcher.version).toBe(await version())
  })

  afterAll(async () => {
    await watcher?.stop()
    await other?.end()
    registry.pageCache.markTagsStale = undefined
    await t?.close()
  })

  it('shows a retitled activity in map search and detail within 2 s, and marks its pages stale', async () => {
    const first = await firstInBox()
    const [row] = await t.db
      .select({ cityCode: activities.cityCode })
      .from(activities)
      .where(eq(activities.id, Number(first.id)))
    const before = await version()
    const title = `Retitled on ${driver} ${Date.now()}`
    staleTags.length = 0

    if (other) {
      await other.query('UPDATE activities SET title = $1 WHERE id = $2', [title, Number(first.id)])
    } else {
      await t.db
        .update(activities)
        .set({ title })
        .where(eq(activities.id, Number(first.id)))
    }
    expect(await version()).toBe(before + 1)

    const searched = await eventually(firstInBox, (found) => found.title === title)
    expect(searched).toMatchObject({ id: first.id, title })
    const detail = dataOf(await post(yoga, GetActivityDocument, { id: first.id })).activity
    expect(detail?.title).toBe(title)
    expect(watcher.version).toBe(before + 1)
    // PostgreSQL's notice names the city; PGlite's poll only knows that something changed.
    const expected = other
      ? [`catalogue:city:${row!.cityCode}`, 'catalogue:missing-landing']
      : ['catalogue']
    expect(staleTags[0]).toEqual(expected)
  })

  it('one transaction over several tables bumps the version once and refreshes once', async () => {
    const before = await version()
    refreshes.length = 0
    if (other) {
      await other.query('BEGIN')
      await other.query("UPDATE venues SET name = name || '' WHERE id <= 3")
      await other.query("UPDATE faqs SET heading = heading || '' WHERE id <= 3")
      await other.query('UPDATE activities SET rating = rating WHERE id <= 3')
      await other.query('COMMIT')
    } else {
      await t.db.transaction(async (tx) => {
        await tx
          .update(venues)
          .set({ name: sql`${venues.name} || ''` })
          .where(sql`id <= 3`)
        await tx
          .update(faqs)
          .set({ heading: sql`${faqs.heading} || ''` })
          .where(sql`id <= 3`)
        await tx
          .update(activities)
          .set({ rating: sql`${activities.rating}` })
          .where(sql`id <= 3`)
      })
    }
    expect(await version()).toBe(before + 1)
    await eventually(
      async () => refreshes.length,
      (count) => count > 0,
    )
    expect(refreshes).toEqual([before + 1])
  })

  it('a statement that changes no row leaves the version alone', async () => {
    const before = await version()
    await writeSql("UPDATE activities SET title = 'nobody' WHERE id = -1")
    expect(await version()).toBe(before)
  })
})
