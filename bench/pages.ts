/**
 * `npm run bench:pages`: HTML throughput of /london against a static page of the same app
 * (/cookie-policy, prerendered at build), 10 connections each, autocannon in its own process.
 * Target: /london ≥ 0.8 × the static page.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { startAppServer, table, warm } from './app-server'

const ROOT = path.resolve(__dirname, '..')
const CONNECTIONS = 10
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const TARGET_RATIO = 0.8

interface LoadResult {
  requests: { average: number }
  latency: { p99: number }
  non2xx: number
  errors: number
}

function load(url: string): LoadResult {
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/autocannon'),
    ['-c', String(CONNECTIONS), '-d', String(SECONDS), '-j', '-H', 'accept=text/html', url],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  )
  if (result.status !== 0) throw new Error(`autocannon failed: ${result.stderr}`)
  return JSON.parse(result.stdout) as LoadResult
}

async function main() {
  const server = await startAppServer(3402)
  try {
    const pages = { dynamic: `${server.origin}/london`, static: `${server.origin}/cookie-policy` }
    await warm(pages.dynamic)
    await warm(pages.static)
    const london = load(pages.dynamic)
    const baseline = load(pages.static)
    const ratio = london.requests.average / baseline.requests.average
    console.log(
      table([
        ['page', 'req/s', 'p99 latency, non-2xx, errors'],
        [
          '/cookie-policy (static)',
          baseline.requests.average.toFixed(0),
          `${baseline.latency.p99} ms, ${baseline.non2xx}, ${baseline.errors}`,
        ],
        [
          '/london (landing, ISR)',
          london.requests.average.toFixed(0),
          `${london.latency.p99} ms, ${london.non2xx}, ${london.errors}`,
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
