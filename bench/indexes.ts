/**
 * `npm run bench:indexes [-- --activities 100000 --runs 7]`
 *
 * Measures, rather than guesses, what each index does for the API's database access paths on
 * the national benchmark catalogue (bench/catalogue.ts). For every path it prints the plan's
 * scan nodes and the median execution time (EXPLAIN ANALYZE) three ways where they apply:
 *  - as migrated;
 *  - without the index that serves it (DROP INDEX inside a transaction, then ROLLBACK);
 *  - with a candidate index that the schema does not have (CREATE INDEX, then ROLLBACK).
 * The paths mirror the resolvers' SQL (graphql/resolvers, server/catalogue/loaders.ts) with
 * representative arguments: London, its busiest venue, a page of activity ids.
 */
import './production-env'
import { sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { openBenchCatalogue } from './catalogue'

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i === -1 ? undefined : Number(process.argv[i + 1])
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback
}

const ACTIVITIES = option('activities', 100_000)
const RUNS = option('runs', 7)

interface AccessPath {
  name: string
  /** The API call it serves. */
  serves: string
  query: string
  /** The schema's index for this path, measured by dropping it. */
  index?: string
  /** An index the schema lacks, measured by creating it. */
  candidate?: string
}

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  'Relation Name'?: string
  Plans?: PlanNode[]
}

function scans(node: PlanNode, out: string[] = []): string[] {
  if (/Scan/.test(node['Node Type'])) {
    const target = node['Index Name'] ?? node['Relation Name'] ?? ''
    out.push(`${node['Node Type']}${target ? ` ${target}` : ''}`)
  }
  for (const child of node.Plans ?? []) scans(child, out)
  return out
}

async function rows<T>(db: Database, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] }
  return result.rows
}

async function explain(db: Database, query: string) {
  const times: number[] = []
  let plan: PlanNode | undefined
  for (let run = 0; run < RUNS; run++) {
    const [row] = await rows<{ 'QUERY PLAN': unknown }>(
      db,
      `EXPLAIN (ANALYZE, FORMAT JSON) ${query}`,
    )
    const raw = row?.['QUERY PLAN']
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
      Plan: PlanNode
      'Execution Time': number
    }>
    plan = parsed[0]!.Plan
    times.push(parsed[0]!['Execution Time'])
  }
  times.sort((a, b) => a - b)
  return { ms: times[Math.floor(times.length / 2)]!, scans: [...new Set(scans(plan!))] }
}

/** Runs `body` inside a transaction that is always rolled back: the catalogue stays as it was. */
async function rolledBack<T>(db: Database, setup: string, body: () => Promise<T>): Promise<T> {
  await db.execute(sql.raw('BEGIN'))
  try {
    await db.execute(sql.raw(setup))
    await db.execute(sql.raw('ANALYZE'))
    return await body()
  } finally {
    await db.execute(sql.raw('ROLLBACK'))
  }
}

async function accessPaths(db: Database): Promise<AccessPath[]> {
  const [venue] = await rows<{ venue_id: number }>(
    db,
    `SELECT venue_id FROM activities WHERE city_code = 'london' GROUP BY venue_id
     ORDER BY count(*) DESC LIMIT 1`,
  )
  const ids = await rows<{ id: number }>(
    db,
    `SELECT id FROM activities WHERE city_code = 'london' ORDER BY rating DESC, id LIMIT 100`,
  )
  const idList = ids.map((row) => row.id).join(', ')
  const [slug] = await rows<{ url_slug: string }>(db, `SELECT url_slug FROM venues LIMIT 1`)
  // London's venueCountsAround box: 12 km around the centre.
  const dLat = 12_000 / 111_320
  const dLng = dLat / Math.cos((51.5072 * Math.PI) / 180)
  return [
    {
      name: 'activities(city, activityType)',
      serves: 'city page lists, popular carousel',
      query: `SELECT a.id, a.title, v.name FROM activities a JOIN venues v ON v.id = a.venue_id
              WHERE a.city_code = 'london' AND a.is_streaming = false AND a.is_draft = false
                AND a.activity_type = 'yoga' ORDER BY a.rating DESC, a.id`,
      index: 'activities_city_type_idx',
    },
    {
      name: 'activities(city)',
      serves: 'city page, every activity of the city',
      query: `SELECT a.id, a.title, v.name FROM activities a JOIN venues v ON v.id = a.venue_id
              WHERE a.city_code = 'bath' AND a.is_streaming = false AND a.is_draft = false
              ORDER BY a.rating DESC, a.id`,
      index: 'activities_city_type_idx',
    },
    {
      name: 'venue activities',
      serves: 'venue page (VenueDetails.activities), related venues',
      query: `SELECT id, title FROM activities WHERE venue_id = ${venue!.venue_id}
              AND is_draft = false ORDER BY title, id`,
      index: 'activities_venue_idx',
    },
    {
      name: 'timeslots by activity ids',
      serves: 'timeslot loader (one batch per request)',
      query: `SELECT * FROM timeslots WHERE activity_id IN (${idList})`,
      index: 'timeslots_activity_idx',
    },
    {
      name: 'reviews by venue',
      serves: 'venue page reviews',
      query: `SELECT * FROM reviews WHERE venue_id = ${venue!.venue_id}`,
      index: 'reviews_venue_idx',
    },
    {
      name: 'venue by url slug',
      serves: 'config(urlSlug) for /venues/{slug}',
      query: `SELECT * FROM venues WHERE url_slug = '${slug!.url_slug}'`,
      index: 'venues_url_slug_idx',
    },
    {
      name: 'venues in a city',
      serves: 'related venues, venue list',
      query: `SELECT id, name FROM venues WHERE city_code = 'bath' AND lat IS NOT NULL`,
      index: 'venues_city_idx',
    },
    {
      name: 'venues in a bounding box',
      serves: 'venueCountsAround (London, 12 km)',
      query: `SELECT count(*) FROM venues WHERE lat IS NOT NULL AND lng IS NOT NULL
              AND lat BETWEEN ${51.5072 - dLat} AND ${51.5072 + dLat}
              AND lng BETWEEN ${-0.1276 - dLng} AND ${-0.1276 + dLng}`,
      candidate: 'CREATE INDEX bench_venues_lat_lng ON venues (lat, lng)',
    },
    {
      name: 'activities in a bounding box',
      serves: 'none: searchActivities answers from the in-memory snapshot',
      query: `SELECT id FROM activities WHERE lat BETWEEN 51.45 AND 51.56
              AND lng BETWEEN -0.25 AND 0.0 AND is_draft = false`,
      // Migration 0001 dropped this index: measured as a candidate, to show it stays dropped.
      candidate: 'CREATE INDEX bench_activities_lat_lng ON activities (lat, lng)',
    },
  ]
}

async function main() {
  const { db, close } = await openBenchCatalogue(ACTIVITIES)
  try {
    await db.execute(sql.raw('ANALYZE'))
    const table: Record<string, Record<string, string>> = {}
    for (const path of await accessPaths(db)) {
      const migrated = await explain(db, path.query)
      const row: Record<string, string> = {
        serves: path.serves,
        'as migrated': `${migrated.ms.toFixed(2)} ms`,
        plan: migrated.scans.join(' + '),
      }
      if (path.index) {
        const without = await rolledBack(db, `DROP INDEX ${path.index}`, () =>
          explain(db, path.query),
        )
        row[`without its index`] = `${without.ms.toFixed(2)} ms (${without.scans.join(' + ')})`
        row.index = path.index
      }
      if (path.candidate) {
        const withCandidate = await rolledBack(db, path.candidate, () => explain(db, path.query))
        row['with a candidate index'] =
          `${withCandidate.ms.toFixed(2)} ms (${withCandidate.scans.join(' + ')})`
        row.index = path.candidate
      }
      table[path.name] = row
      console.log(`\n${path.name}`)
      for (const [key, value] of Object.entries(row)) console.log(`  ${key.padEnd(24)} ${value}`)
    }
  } finally {
    await close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
