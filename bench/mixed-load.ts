/**
 * `npm run bench:load`: the production server under paid-traffic load. 100 connections for 60 s
 * (BENCH_CONNECTIONS, BENCH_SECONDS) on a mix of city pages, venue pages and map searches, sent
 * as many visitors (bench/mixed-traffic.ts): each request carries its own `X-Forwarded-For`
 * address from a trusted proxy (the server runs with TRUSTED_PROXIES=127.0.0.1), so it measures
 * capacity, not the rate limiter. Before the load, 600 made-up landing URLs (unknown refs,
 * activity ids, slugs and flag combinations) are requested: they must not grow the server's
 * memory or page cache. `-- --origin URL` sends it to a running server (or nginx) instead, without
 * the memory figures.
 *
 * Prints req/s, p50/p99 latency, errors and the server's peak resident memory (sampled every
 * 200 ms throughout). Targets on the 2-core machine: 0 errors, p99 ≤ 250 ms, memory ≤ 768 MB.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { startAppServer, table } from './app-server'
import { mixedTraffic } from './mixed-traffic'

const PORT = Number(process.env.BENCH_PORT ?? 3410)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const TARGETS = { p99Ms: 250, memoryMb: 768 }
const ORIGIN = process.argv.includes('--origin')
  ? process.argv[process.argv.indexOf('--origin') + 1]
  : undefined

/** Resident memory (bytes) of each live process in a process group (Linux /proc). */
function groupResidentBytes(group: number): number[] {
  const sizes: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== group) continue
      const status = readFileSync(`/proc/${entry}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      sizes.push(kb * 1024)
    } catch {
      // The process ended while we looked.
    }
  }
  return sizes
}

async function main() {
  const server = ORIGIN
    ? null
    : await startAppServer(PORT, {
        dataDir: '.data/bench-load',
        env: { TRUSTED_PROXIES: '127.0.0.1' },
      })
  const origin = ORIGIN ?? server!.origin
  const group = server?.processGroup ?? null
  let peakServer = 0
  let peakGroup = 0
  let afterMadeUp = 0
  const sample = () => {
    if (group === null) return
    const sizes = groupResidentBytes(group)
    peakServer = Math.max(peakServer, ...sizes, 0)
    peakGroup = Math.max(
      peakGroup,
      sizes.reduce((sum, size) => sum + size, 0),
    )
  }
  const sampler = setInterval(sample, 200)
  try {
    const run = await mixedTraffic(origin, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      onLoadStart: () => {
        afterMadeUp = peakServer
      },
    })
    const { result } = run
    sample()
    const mb = (bytes: number) =>
      group === null ? 'not measured' : `${(bytes / 1024 / 1024).toFixed(0)} MB`
    console.log(
      table([
        ['figure', 'value', 'target'],
        ['server', ORIGIN ?? 'started by the benchmark', ''],
        ['mix', `${run.pages} pages, ${run.mapBoxes} map boxes`, ''],
        ['connections × seconds', `${CONNECTIONS} × ${SECONDS}`, ''],
        ['made-up URLs first', `${run.madeUpUrls} (${run.madeUpFailures} answered 5xx)`, '0 5xx'],
        ['requests', String(result.requests.total), ''],
        ['req/s (mean)', result.requests.average.toFixed(0), ''],
        ['latency p50', `${result.latency.p50} ms`, ''],
        ['latency p99', `${result.latency.p99} ms`, `≤ ${TARGETS.p99Ms} ms`],
        ['latency max', `${result.latency.max} ms`, ''],
        [
          'errors (socket / timeout / non-2xx)',
          `${result.errors} / ${result.timeouts} / ${result.non2xx}`,
          '0',
        ],
        ['server RSS after made-up URLs', mb(afterMadeUp), ''],
        ['server RSS peak', mb(peakServer), `≤ ${TARGETS.memoryMb} MB`],
        ['process group RSS peak', mb(peakGroup), ''],
      ]),
    )
    const met =
      run.errors === 0 &&
      run.madeUpFailures === 0 &&
      result.latency.p99 <= TARGETS.p99Ms &&
      (group === null || peakServer <= TARGETS.memoryMb * 1024 * 1024)
    console.log(met ? 'All targets met.' : 'Some targets NOT met.')
  } finally {
    clearInterval(sampler)
    await server?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
