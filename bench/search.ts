/**
 * `npm run bench:search [-- --activities 100000 --calls 2000 --duration 5 --rounds 3 --no-http]`
 *
 * Measures searchActivities for London at zoom 11 (a 1280×800 map, maplibre's 512-px tiles)
 * over a national catalogue (default 100k activities, seeded once into .data/bench and reused):
 *  (a) in-process: the SearchActivities operation through graphql `execute` on the app's schema
 *      (≥ 1,000 calls, the centre jittered), and the resolver's data path alone (lib search);
 *  (b) over HTTP: a real node:http server around the yoga handler on 127.0.0.1, autocannon
 *      (10 connections, in a separate process) against SearchActivities and `{ __typename }`,
 *      after a short warm-up of each, in alternating rounds whose medians are compared: one long
 *      run of each, back to back, let the machine's drift (JIT, GC, neighbours on 2 cores) land
 *      on one side only and swung the ratio between 0.33 and 0.59 from run to run.
 * Targets: in-process p95 ≤ 2 ms; HTTP throughput ≥ 0.5 × the trivial query's.
 * Runs with NODE_ENV=production unless NODE_ENV is set.
 */
import './production-env'
import { fork } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { execute, print } from 'graphql'
import { createContext } from '@/graphql/context'
import { getSearchSnapshot } from '@/server/catalogue/search-snapshot'
import { executeMapSearch } from '@/graphql/map-search-executor'
import { schema } from '@/graphql/schema'
import { createMoveYoga } from '@/graphql/yoga'
import type { Database } from '@/server/db/client'
import type { Bounds } from '@/lib/geo/bounds'
import { viewportBounds } from '@/lib/geo/web-mercator'
import { SearchActivitiesDocument } from '@/graphql/generated/client/graphql'
import { MAX_SEARCH_RESULTS } from '@/lib/search/limits'
import { openBenchCatalogue } from './catalogue'
import { percentile } from './percentile'

const LONDON = { lat: 51.5072, lng: -0.1276 }
const ZOOM = 11
const MAP = { width: 1280, height: 800 }

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i === -1 ? undefined : Number(process.argv[i + 1])
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback
}

const ACTIVITIES = option('activities', 100_000)
const CALLS = Math.max(1000, option('calls', 2000))
const DURATION = option('duration', 5)
const ROUNDS = option('rounds', 3)
const WARM_UP_SECONDS = 2
const HTTP = !process.argv.includes('--no-http')

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) }
}

/** A deterministic jitter: the centre moves up to ±0.01° (about ±1 km), the box keeps its size. */
function jitteredBounds(i: number): Bounds {
  const a = Math.sin(i * 12.9898) * 43758.5453
  const b = Math.sin(i * 78.233) * 12345.6789
  const jitter = (x: number) => (x - Math.floor(x) - 0.5) * 0.02
  return viewportBounds(
    { lat: LONDON.lat + jitter(a), lng: LONDON.lng + jitter(b) },
    ZOOM,
    MAP.width,
    MAP.height,
  )
}

async function inProcess(db: Database) {
  const document = SearchActivitiesDocument
  const args = (i: number) => ({
    schema,
    document,
    variableValues: { ...jitteredBounds(i) },
    contextValue: createContext({ db }),
  })
  const executors = {
    graphql: (i: number) => execute(args(i)),
    server: (i: number) => executeMapSearch(args(i)),
  }

  const buildStart = performance.now()
  const snapshot = await getSearchSnapshot(db)
  const buildMs = performance.now() - buildStart

  const measured: Record<keyof typeof executors, ReturnType<typeof stats>> = {
    graphql: { p50: 0, p95: 0, p99: 0 },
    server: { p50: 0, p95: 0, p99: 0 },
  }
  let resultCount = 0
  let resultBytes = 0
  let identical = true
  for (const name of ['graphql', 'server'] as const) {
    const run = executors[name]
    // Warm up the JIT.
    for (let i = 0; i < 300; i++) await run(-i - 1)
    const samples: number[] = []
    for (let i = 0; i < CALLS; i++) {
      const start = performance.now()
      const result = await run(i)
      samples.push(performance.now() - start)
      if (result.errors?.length) throw new Error(`search failed: ${result.errors[0]!.message}`)
      if (i === 0) {
        const json = JSON.stringify(result)
        if (name === 'graphql') {
          resultCount = (result.data?.searchActivities as unknown[]).length
          resultBytes = Buffer.byteLength(json)
        } else {
          identical = JSON.stringify(await executors.graphql(0)) === json
        }
      }
    }
    measured[name] = stats(samples)
  }

  const libSamples: number[] = []
  for (let i = 0; i < CALLS; i++) {
    const bounds = jitteredBounds(i)
    const start = performance.now()
    snapshot.search(bounds, { limit: MAX_SEARCH_RESULTS, kind: 'venue', includeDrafts: false })
    libSamples.push(performance.now() - start)
  }
  return {
    execute: measured.graphql,
    server: measured.server,
    identical,
    lib: stats(libSamples),
    resultCount,
    resultBytes,
    buildMs,
    snapshotSize: snapshot.activityCount,
  }
}

interface LoadResult {
  requestsPerSecond: number
  latencyP50: number
  latencyP99: number
  non2xx: number
  errors: number
  timeouts: number
  bytesPerRequest: number
  total: number
  /** The server's CPU time (this process: the load generator runs in its own) per request. */
  cpuMsPerRequest: number
}

/** The round with the median throughput, with every round's req/s for the report. */
function medianRound(
  rounds: LoadResult[],
): LoadResult & { rounds: number[]; failures: number; medianCpuMs: number } {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!
  const cpu = rounds.map((round) => round.cpuMsPerRequest).sort((a, b) => a - b)
  return {
    ...median,
    medianCpuMs: cpu[Math.floor((cpu.length - 1) / 2)]!,
    rounds: rounds.map((round) => round.requestsPerSecond),
    failures: rounds.reduce((sum, round) => sum + round.non2xx + round.errors, 0),
  }
}

function load(
  url: string,
  body: string,
  jitter: boolean,
  duration = DURATION,
): Promise<LoadResult> {
  const cpuBefore = process.cpuUsage()
  return new Promise<Omit<LoadResult, 'cpuMsPerRequest'>>((resolve, reject) => {
    const child = fork(
      path.resolve('bench/load.mjs'),
      [url, JSON.stringify({ connections: 10, duration, body, jitter })],
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    )
    child.once('message', (message) => resolve(message as Omit<LoadResult, 'cpuMsPerRequest'>))
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`))
    })
  }).then((result) => {
    const cpu = process.cpuUsage(cpuBefore)
    return {
      ...result,
      cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, result.total),
    }
  })
}

async function overHttp(db: Database) {
  // The executor's throughput from one load generator, not one address's budget (bench:load
  // runs the whole server, budgets included, as many visitors).
  const yoga = createMoveYoga({ db, production: true, logging: false, requestBudget: false })
  const server = createServer(yoga)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}/graphql`
  try {
    const searchBody = JSON.stringify({
      operationName: 'SearchActivities',
      query: print(SearchActivitiesDocument),
      variables: viewportBounds(LONDON, ZOOM, MAP.width, MAP.height),
    })
    const check = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: searchBody,
    })
    const checked = (await check.json()) as {
      data?: { searchActivities?: unknown[] }
      errors?: unknown
    }
    if (check.status !== 200 || !checked.data?.searchActivities)
      throw new Error(`HTTP search failed: ${JSON.stringify(checked).slice(0, 300)}`)
    const trivialBody = JSON.stringify({ query: '{ __typename }' })
    console.log(
      `HTTP: autocannon, 10 connections, ${WARM_UP_SECONDS} s warm-up each, then ${ROUNDS} alternating rounds of ${DURATION} s, server on ${url}`,
    )
    await load(url, trivialBody, false, WARM_UP_SECONDS)
    await load(url, searchBody, true, WARM_UP_SECONDS)
    const trivialRounds: LoadResult[] = []
    const searchRounds: LoadResult[] = []
    for (let round = 0; round < ROUNDS; round++) {
      trivialRounds.push(await load(url, trivialBody, false))
      searchRounds.push(await load(url, searchBody, true))
    }
    const trivial = medianRound(trivialRounds)
    const search = medianRound(searchRounds)
    return { search, trivial }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

const ms = (value: number) => `${value.toFixed(3)} ms`
const target = (met: boolean, goal: string) => `target ${goal}: ${met ? 'met' : 'MISSED'}`

async function main() {
  const { db, close } = await openBenchCatalogue(ACTIVITIES)
  try {
    const bounds = viewportBounds(LONDON, ZOOM, MAP.width, MAP.height)
    console.log(
      `Viewport: London at zoom ${ZOOM}, ${MAP.width}×${MAP.height} px → N ${bounds.north.toFixed(4)} S ${bounds.south.toFixed(4)} W ${bounds.west.toFixed(4)} E ${bounds.east.toFixed(4)}`,
    )
    const local = await inProcess(db)
    const http = HTTP ? await overHttp(db) : undefined

    const rows: Array<[string, string, string]> = [
      ['catalogue', `${local.snapshotSize.toLocaleString('en-GB')} activities`, ''],
      ['MAX_SEARCH_RESULTS', String(MAX_SEARCH_RESULTS), ''],
      ['search snapshot build', ms(local.buildMs), 'once per catalogue version'],
      [
        'result size',
        `${local.resultCount} activities, ${(local.resultBytes / 1024).toFixed(1)} KiB JSON`,
        '',
      ],
      [`graphql-js execute() p50 (${CALLS} calls)`, ms(local.execute.p50), ''],
      ['graphql-js execute() p95', ms(local.execute.p95), target(local.execute.p95 <= 2, '≤ 2 ms')],
      ['graphql-js execute() p99', ms(local.execute.p99), ''],
      ['server executor p50', ms(local.server.p50), 'what /graphql runs (map search executor)'],
      ['server executor p95', ms(local.server.p95), target(local.server.p95 <= 2, '≤ 2 ms')],
      [
        'server executor p99',
        ms(local.server.p99),
        local.identical ? 'same JSON as graphql-js' : 'DIFFERS from graphql-js',
      ],
      ['lib search p50', ms(local.lib.p50), 'spatial index only'],
      ['lib search p95', ms(local.lib.p95), ''],
    ]
    if (http) {
      const ratio = http.search.requestsPerSecond / http.trivial.requestsPerSecond
      const perRound = (rounds: number[]) => rounds.map((value) => value.toFixed(0)).join(' / ')
      rows.push(
        [
          `HTTP { __typename } req/s (median of ${ROUNDS})`,
          http.trivial.requestsPerSecond.toFixed(0),
          `p99 ${http.trivial.latencyP99} ms; rounds ${perRound(http.trivial.rounds)}`,
        ],
        [
          `HTTP SearchActivities req/s (median of ${ROUNDS})`,
          http.search.requestsPerSecond.toFixed(0),
          `p99 ${http.search.latencyP99} ms; rounds ${perRound(http.search.rounds)}`,
        ],
        [
          'HTTP ratio search / trivial',
          ratio.toFixed(2),
          ratio >= 0.5 ? 'target ≥ 0.5: met' : 'target ≥ 0.5: MISSED',
        ],
        [
          'server CPU per request, { __typename } / SearchActivities',
          `${http.trivial.medianCpuMs.toFixed(3)} / ${http.search.medianCpuMs.toFixed(3)} ms`,
          `medians of ${ROUNDS}; ratio ${(http.trivial.medianCpuMs / http.search.medianCpuMs).toFixed(2)} (less swayed by a loaded host)`,
        ],
        [
          'HTTP non-2xx + errors, all rounds',
          String(http.search.failures + http.trivial.failures),
          '',
        ],
      )
    }
    const width = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c]!.length)))
    const line = `+${width.map((w) => '-'.repeat(w + 2)).join('+')}+`
    console.log(`\n${line}`)
    for (const row of rows)
      console.log(`| ${row.map((cell, c) => cell.padEnd(width[c]!)).join(' | ')} |`)
    console.log(line)
  } finally {
    await close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
