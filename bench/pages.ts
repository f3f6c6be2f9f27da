/**
 * `npm run bench:pages`: HTML throughput of /london against a static page of the same app
 * (/cookie-policy, prerendered at build), 10 connections each, autocannon in its own process.
 * After a short warm-up load of each, the two run in alternating rounds (BENCH_ROUNDS, default
 * 3, of BENCH_SECONDS, default 5) and their medians are compared: one run of each, back to back,
 * let the machine's drift land on one side only (the static page alone measured 1,005–1,534
 * req/s from run to run on the 2-core machine). Target: /london ≥ 0.8 × the static page.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { startAppServer, table, warm } from './app-server'

const ROOT = path.resolve(__dirname, '..')
const CONNECTIONS = 10
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const WARM_UP_SECONDS = 2
const TARGET_RATIO = 0.8

interface LoadResult {
  requests: { average: number }
  latency: { p99: number }
  non2xx: number
  errors: number
}

function load(url: string, seconds = SECONDS): LoadResult {
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/autocannon'),
    ['-c', String(CONNECTIONS), '-d', String(seconds), '-j', '-H', 'accept=text/html', url],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  )
  if (result.status !== 0) throw new Error(`autocannon failed: ${result.stderr}`)
  return JSON.parse(result.stdout) as LoadResult
}

function medianRound(rounds: LoadResult[]): LoadResult {
  const sorted = [...rounds].sort((a, b) => a.requests.average - b.requests.average)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

async function main() {
  const server = await startAppServer(3402)
  try {
    const pages = { dynamic: `${server.origin}/london`, static: `${server.origin}/cookie-policy` }
    await warm(pages.dynamic)
    await warm(pages.static)
    load(pages.dynamic, WARM_UP_SECONDS)
    load(pages.static, WARM_UP_SECONDS)
    const londonRounds: LoadResult[] = []
    const baselineRounds: LoadResult[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      londonRounds.push(load(pages.dynamic))
      baselineRounds.push(load(pages.static))
    }
    const london = medianRound(londonRounds)
    const baseline = medianRound(baselineRounds)
    const ratio = london.requests.average / baseline.requests.average
    const perRound = (rounds: LoadResult[]) =>
      rounds.map((round) => round.requests.average.toFixed(0)).join(' / ')
    const failures = (rounds: LoadResult[]) =>
      rounds.reduce((sum, round) => sum + round.non2xx + round.errors, 0)
    console.log(
      table([
        [
          `page (${ROUNDS} rounds of ${SECONDS} s)`,
          'median req/s',
          'p99 latency; every round; non-2xx + errors',
        ],
        [
          '/cookie-policy (static)',
          baseline.requests.average.toFixed(0),
          `${baseline.latency.p99} ms; ${perRound(baselineRounds)}; ${failures(baselineRounds)}`,
        ],
        [
          '/london (landing, ISR)',
          london.requests.average.toFixed(0),
          `${london.latency.p99} ms; ${perRound(londonRounds)}; ${failures(londonRounds)}`,
        ],
        [
          'ratio',
          ratio.toFixed(2),
          `target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`,
        ],
      ]),
    )
  } finally {
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
