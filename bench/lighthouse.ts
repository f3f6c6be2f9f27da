/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default emulation and throttling) on
 * /london, five runs in Debian Chromium, printing the median scores and metrics.
 * Targets: performance ≥ 98, accessibility 100, SEO 100, best practices 100.
 *
 * It also prints Lighthouse's benchmark index of the machine (its measure of CPU speed, higher is
 * faster). Lighthouse simulates a phone by multiplying the main-thread work it observes by 4, so
 * the same page scores lower on a slower host: compare runs only at similar indexes.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import type { Result } from 'lighthouse'
import { startAppServer, table, warm } from './app-server'

const ROOT = path.resolve(__dirname, '..')

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
const PAGE = process.env.LIGHTHOUSE_PATH ?? '/london'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const

/**
 * One Lighthouse run through its CLI in plain Node. Not the API inside this tsx process: tsx's
 * transform adds helpers (`__name`) to functions that Lighthouse serialises into the page,
 * where they do not exist.
 */
function runLighthouse(url: string, port: number): Result {
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (result.status !== 0) throw new Error(`lighthouse failed: ${result.stderr}`)
  return JSON.parse(result.stdout) as Result
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

async function main() {
  const server = await startAppServer(3403)
  const url = `${server.origin}${PAGE}`
  await warm(url)
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  const scores: Record<string, number[]> = {}
  const metrics: Record<string, number[]> = {}
  const benchmarkIndexes: number[] = []
  const failing = new Map<string, number>()
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const lhr = runLighthouse(url, chrome.port)
      for (const category of CATEGORIES) {
        ;(scores[category] ??= []).push(Math.round((lhr.categories[category]?.score ?? 0) * 100))
      }
      for (const metric of METRICS) {
        ;(metrics[metric] ??= []).push(lhr.audits[metric]?.numericValue ?? Number.NaN)
      }
      benchmarkIndexes.push(lhr.environment.benchmarkIndex)
      for (const audit of Object.values(lhr.audits)) {
        if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary') {
          failing.set(audit.id, (failing.get(audit.id) ?? 0) + 1)
        }
      }
      console.log(
        `run ${run}: ${CATEGORIES.map((category) => `${category} ${scores[category]?.at(-1)}`).join(', ')}; benchmark index ${benchmarkIndexes.at(-1)?.toFixed(0)}`,
      )
    }
  } finally {
    chrome.kill()
    await server.stop()
  }

  const rows: Array<[string, string, string?]> = [['median of ' + RUNS + ' runs', PAGE, 'target']]
  for (const category of CATEGORIES) {
    const value = median(scores[category] ?? [])
    const target = TARGETS[category]
    rows.push([category, String(value), `≥ ${target}: ${value >= target ? 'met' : 'NOT met'}`])
  }
  for (const metric of METRICS) {
    const value = median(metrics[metric] ?? [])
    rows.push([
      metric,
      metric === 'cumulative-layout-shift' ? value.toFixed(3) : `${value.toFixed(0)} ms`,
    ])
  }
  rows.push([
    'benchmark index (host CPU)',
    `${median(benchmarkIndexes).toFixed(0)} (${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)})`,
  ])
  console.log(table(rows))
  if (failing.size > 0) {
    console.log('\nFailing binary audits (runs):')
    for (const [id, count] of failing) console.log(`  ${id} (${count})`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
