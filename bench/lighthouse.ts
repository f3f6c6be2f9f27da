/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default emulation and throttling) on
 * /london (LIGHTHOUSE_PATH), or on every page kind (LIGHTHOUSE_PAGES=kinds), five runs
 * (LIGHTHOUSE_RUNS) in Debian Chromium, printing the median scores and metrics.
 * Targets: performance ≥ 98, accessibility 100, SEO 100, best practices 100.
 *
 * It also prints Lighthouse's benchmark index of the machine (its measure of CPU speed, higher is
 * faster). Lighthouse simulates a phone by multiplying the main-thread work it observes by 4, so
 * the same page scores lower on a slower host: compare runs only at similar indexes. For the same
 * reason each /london run is followed by a run on the framework floor (bench/framework-floor.ts):
 * a bare Next.js page built from the same packages, whose performance score is the most any page
 * of this stack reaches on this host.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import type { Result } from 'lighthouse'
import { startAppServer, table, warm } from './app-server'
import { BENCH_DESK_PASSWORD, startCtaTextExperiment } from './desk-experiment'
import { startFrameworkFloor } from './framework-floor'

const ROOT = path.resolve(__dirname, '..')

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
const PAGE = process.env.LIGHTHOUSE_PATH ?? '/london'
/**
 * LIGHTHOUSE_PAGES=kinds runs every page kind instead of one page:
 * the city page, a city × activity page, the venue directory, a venue, an offer and a partner
 * page (their first in the sitemap), the terms and the partner application.
 */
const EVERY_KIND = process.env.LIGHTHOUSE_PAGES === 'kinds'
const SITEMAP_KINDS: ReadonlyArray<[string, RegExp]> = [
  ['venue', /\/venues\/[a-z0-9-]+$/],
  ['offer', /\/offers\/[a-z0-9-]+$/],
  ['partner', /\/partners\/[a-z0-9-]+$/],
  ['city × activity', /\/london\/(?!venues$)[a-z0-9-]+$/],
]

/** The pages to measure: /london (or LIGHTHOUSE_PATH), or one of each kind. */
async function pagesToMeasure(origin: string): Promise<Array<[string, string]>> {
  if (!EVERY_KIND) return [[PAGE, PAGE]]
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  )
  const pages: Array<[string, string]> = [
    ['city', '/london'],
    ['venue directory', '/london/venues'],
  ]
  for (const [kind, pattern] of SITEMAP_KINDS) {
    const found = paths.find((candidate) => pattern.test(candidate))
    if (found) pages.push([kind, found])
    else console.warn(`the sitemap lists no ${kind} page`)
  }
  pages.push(['terms', '/terms'], ['partner application', '/partner-self-signup'])
  return pages
}
/** Other ports where several people benchmark on one host (BENCH_PORT, BENCH_FLOOR_PORT). */
const APP_PORT = Number(process.env.BENCH_PORT ?? 3403)
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3404)
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
function runLighthouseOnce(url: string, port: number): Result {
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

/**
 * Lighthouse now and then fails to record a run's trace (NO_NAVSTART, NO_FCP) for no fault of
 * the page; such a run is repeated, up to twice, rather than losing the whole benchmark.
 */
function runLighthouse(url: string, port: number): Result {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouseOnce(url, port)
    } catch (error) {
      if (attempt >= 3) throw error
      console.warn(`${(error as Error).message.trim()}; running it again`)
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

interface Page {
  name: string
  url: string
  scores: Record<string, number[]>
  metrics: Record<string, number[]>
  benchmarkIndexes: number[]
  failing: Map<string, number>
}

function newPage(name: string, url: string): Page {
  return { name, url, scores: {}, metrics: {}, benchmarkIndexes: [], failing: new Map() }
}

function record(page: Page, lhr: Result): void {
  for (const category of CATEGORIES) {
    ;(page.scores[category] ??= []).push(Math.round((lhr.categories[category]?.score ?? 0) * 100))
  }
  for (const metric of METRICS) {
    ;(page.metrics[metric] ??= []).push(lhr.audits[metric]?.numericValue ?? Number.NaN)
  }
  page.benchmarkIndexes.push(lhr.environment.benchmarkIndex)
  for (const audit of Object.values(lhr.audits)) {
    if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary') {
      page.failing.set(audit.id, (page.failing.get(audit.id) ?? 0) + 1)
    }
  }
}

function formatMetric(metric: string, values: number[]): string {
  const value = median(values)
  return metric === 'cumulative-layout-shift' ? value.toFixed(3) : `${value.toFixed(0)} ms`
}

function formatIndexes(indexes: number[]): string {
  return `${median(indexes).toFixed(0)} (${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)})`
}

/**
 * LIGHTHOUSE_CTA_EXPERIMENT=1: every visitor is put in the call-to-action text variant first, so
 * the runs include the text swapping above the fold after hydration (its layout shift counts).
 */
const CTA_EXPERIMENT = process.env.LIGHTHOUSE_CTA_EXPERIMENT === '1'

async function main() {
  const server = await startAppServer(APP_PORT, {
    env: CTA_EXPERIMENT ? { MARKETING_PASSWORD: BENCH_DESK_PASSWORD } : {},
  })
  if (CTA_EXPERIMENT) await startCtaTextExperiment(server.origin, [0, 100])
  const measured = (await pagesToMeasure(server.origin)).map(([kind, pagePath]) =>
    newPage(EVERY_KIND ? `${kind} (${pagePath})` : pagePath, `${server.origin}${pagePath}`),
  )
  for (const page of measured) await warm(page.url)
  const floorServer = await startFrameworkFloor(FLOOR_PORT).catch(async (error: unknown) => {
    await server.stop()
    throw error
  })
  const floor = newPage('framework floor', `${floorServer.origin}/`)
  await warm(floor.url)
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
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      // Alternating, so that a slow spell of the host weighs on both pages alike.
      for (const page of [...measured, floor]) {
        record(page, runLighthouse(page.url, chrome.port))
        console.log(
          `run ${run}, ${page.name}: ${CATEGORIES.map((category) => `${category} ${page.scores[category]?.at(-1)}`).join(', ')}; benchmark index ${page.benchmarkIndexes.at(-1)?.toFixed(0)}`,
        )
      }
    }
  } finally {
    chrome.kill()
    await floorServer.stop()
    await server.stop()
  }

  const rows: Array<Array<string>> = [
    [
      `median of ${RUNS} runs`,
      ...measured.map((page) => page.name),
      'framework floor (bare Next page)',
      'target',
    ],
  ]
  for (const category of CATEGORIES) {
    const target = TARGETS[category]
    const values = measured.map((page) => median(page.scores[category] ?? []))
    rows.push([
      category,
      ...values.map(String),
      String(median(floor.scores[category] ?? [])),
      `≥ ${target}: ${values.every((value) => value >= target) ? 'met' : 'NOT met'}`,
    ])
  }
  for (const metric of METRICS) {
    rows.push([
      metric,
      ...measured.map((page) => formatMetric(metric, page.metrics[metric] ?? [])),
      formatMetric(metric, floor.metrics[metric] ?? []),
    ])
  }
  rows.push([
    'benchmark index (host CPU)',
    ...measured.map((page) => formatIndexes(page.benchmarkIndexes)),
    formatIndexes(floor.benchmarkIndexes),
  ])
  console.log(table(rows))
  const performanceFloor = median(floor.scores.performance ?? [])
  if (performanceFloor < TARGETS.performance) {
    console.log(
      `\nOn this host the bare Next page itself scores ${performanceFloor} (< ${TARGETS.performance}): ` +
        'the performance target is out of reach for any page of this stack here.',
    )
  }
  for (const page of measured) {
    if (page.failing.size === 0) continue
    console.log(`\nFailing binary audits on ${page.name} (runs):`)
    for (const [id, count] of page.failing) console.log(`  ${id} (${count})`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
