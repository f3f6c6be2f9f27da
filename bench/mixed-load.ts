/**
 * `npm run bench:load`: the production server under paid-traffic load. 100 connections for 60 s
 * (BENCH_CONNECTIONS, BENCH_SECONDS) on a mix of city pages, venue pages and map searches, sent
 * as many visitors: each request carries its own `X-Forwarded-For` address from a trusted proxy
 * (the server runs with TRUSTED_PROXIES=127.0.0.1), so it measures capacity, not the rate
 * limiter. Before the load, 600 made-up landing URLs (unknown refs, activity ids, slugs and flag
 * combinations) are requested: they must not grow the server's memory or page cache.
 *
 * Each page view also asks GET /api/experiments (a new visitor each time, the CTA text experiment
 * running), as browsers do after hydration; a second, small client asks only /api/experiments
 * throughout, from a process of its own and on connections opened before the mix starts
 * (bench/experiments-probe.ts), so its latency under the mix is printed apart (target p99 ≤ 20 ms).
 *
 * `-- --nginx`: as deployed behind nginx (deploy/nginx): the server runs its assignments thread
 * (ASSIGNMENTS_PORT), nginx sends GET /api/experiments there and the rest to the server, and the
 * mix and the probe go through nginx.
 *
 * Prints req/s, p50/p99 latency, errors and the server's peak resident memory (sampled every
 * 200 ms throughout). Targets on the 2-core machine: 0 errors, p99 ≤ 250 ms, memory ≤ 768 MB.
 */
import { spawn } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { startAppServer, table } from './app-server'
import { PROBE_READY, type ProbeResult } from './experiments-probe-protocol'
import { BENCH_DESK_PASSWORD, startCtaTextExperiment } from './desk-experiment'
import { MAP_BOXES, MADE_UP_URLS, madeUpRequests, trafficMix } from './mixed-traffic'

const PORT = Number(process.env.BENCH_PORT ?? 3410)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
/** `-- --origin URL`: a running server (or nginx in front of several) instead of one of ours. */
const ORIGIN = process.argv.includes('--origin')
  ? process.argv[process.argv.indexOf('--origin') + 1]
  : undefined
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const BEHIND_NGINX = process.argv.includes('--nginx')

const TARGETS = { p99Ms: 250, memoryMb: 768, experimentsP99Ms: 20 }
const EXPERIMENT_PROBE_CONNECTIONS = 20
/** The probe's requests a second: a sample of the latency, not load of its own. */
const EXPERIMENT_PROBE_RATE = 100

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

/**
 * The probe, in a process of its own (bench/experiments-probe.ts): its own event loop. `ready`
 * once its connections are open, for the mix to start then.
 */
function startProbe(origin: string): { ready: Promise<void>; result: Promise<ProbeResult> } {
  let onReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (onReady = resolve))
  const result = new Promise<ProbeResult>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...process.execArgv,
        path.join(__dirname, 'experiments-probe.ts'),
        origin,
        String(EXPERIMENT_PROBE_CONNECTIONS),
        String(SECONDS),
        String(EXPERIMENT_PROBE_RATE),
      ],
      // A session of its own, as a visitor's browser is elsewhere: with the kernel's autogroup
      // scheduling it would otherwise share one CPU share with the mix's load generator.
      { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.split('\n').includes(PROBE_READY)) onReady()
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the experiments probe exited with ${code}`))
      resolve(JSON.parse(output.trim().split('\n').at(-1)!) as ProbeResult)
    })
  })
  // A probe that fails before it is ready lets the mix start and reports its failure after it.
  result.catch(() => onReady())
  return { ready, result }
}

/** nginx in front of the server (PORT) and its assignments thread (PORT + 1), on PORT + 2. */
async function startNginxInFront(): Promise<{ origin: string; stop: () => Promise<void> }> {
  // Imported when used: tsx would otherwise load the .mjs as CommonJS.
  const { renderNginxConfig, startNginx } = await import('../deploy/topology.mjs')
  const origin = `http://127.0.0.1:${PORT + 2}`
  const config = renderNginxConfig({
    listen: `127.0.0.1:${PORT + 2}`,
    instances: [`127.0.0.1:${PORT}`],
    assignments: [`127.0.0.1:${PORT + 1}`],
    // The load client stands in for a CDN: each request names its visitor in X-Forwarded-For.
    trustedFrontProxies: ['127.0.0.1'],
  })
  return { origin, ...(await startNginx(config, `${origin}/api/health`)) }
}

async function main() {
  const server = ORIGIN
    ? null
    : await startAppServer(PORT, {
        dataDir: '.data/bench-load',
        env: {
          TRUSTED_PROXIES: '127.0.0.1',
          MARKETING_PASSWORD: BENCH_DESK_PASSWORD,
          ...(BEHIND_NGINX ? { ASSIGNMENTS_PORT: String(PORT + 1) } : {}),
        },
      })
  const nginx = BEHIND_NGINX && !ORIGIN ? await startNginxInFront() : null
  const group = server?.processGroup ?? null
  let peakServer = 0
  let peakGroup = 0
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
    const origin = ORIGIN ?? nginx?.origin ?? server!.origin
    const { pages, setupRequest } = await trafficMix(origin)
    // A server of ours runs the CTA text experiment; a running one keeps what its desk set.
    // (Through the server itself: its desk accepts forms from its own host only.)
    if (server) await startCtaTextExperiment(server.origin, [50, 50])

    const madeUpFailures = await madeUpRequests(origin)
    const afterMadeUp = peakServer

    const probe = startProbe(process.env.BENCH_PROBE_ORIGIN ?? origin)
    await probe.ready
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{ setupRequest }],
    })
    const probed = await probe.result
    sample()
    const mb = (bytes: number) =>
      group === null ? 'not measured' : `${(bytes / 1024 / 1024).toFixed(0)} MB`
    const errors = result.errors + result.timeouts + result.non2xx
    console.log(
      table([
        ['figure', 'value', 'target'],
        [
          'mix',
          `${pages.length} pages (each with GET /api/experiments), ${MAP_BOXES.length} map boxes`,
          '',
        ],
        ['connections × seconds', `${CONNECTIONS} × ${SECONDS}`, ''],
        [
          'served',
          nginx
            ? 'through nginx; GET /api/experiments by the assignments thread'
            : 'by the server directly; GET /api/experiments in its experiments lane',
          '',
        ],
        ['made-up URLs first', `${MADE_UP_URLS} (${madeUpFailures} answered 5xx)`, '0 5xx'],
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
        [
          `GET /api/experiments alone (${EXPERIMENT_PROBE_RATE}/s on ${EXPERIMENT_PROBE_CONNECTIONS} connections, beside the mix)`,
          `${probed.requests} requests, p50 ${probed.p50} ms, p99 ${probed.p99} ms, ${probed.errors} errors`,
          `p99 ≤ ${TARGETS.experimentsP99Ms} ms`,
        ],
        ['server RSS after made-up URLs', mb(afterMadeUp), ''],
        ['server RSS peak', mb(peakServer), `≤ ${TARGETS.memoryMb} MB`],
        ['process group RSS peak', mb(peakGroup), ''],
      ]),
    )
    const experimentsMet = probed.p99 <= TARGETS.experimentsP99Ms && probed.errors === 0
    console.log(
      `GET /api/experiments p99 ${experimentsMet ? 'met' : 'NOT met'} (${probed.p99} ms).`,
    )
    const met =
      errors === 0 &&
      madeUpFailures === 0 &&
      result.latency.p99 <= TARGETS.p99Ms &&
      peakServer <= TARGETS.memoryMb * 1024 * 1024
    console.log(met ? 'All targets met.' : 'Some targets NOT met.')
  } finally {
    clearInterval(sampler)
    await nginx?.stop()
    await server?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
