/**
 * `npm run bench:render`: the server's time to render a page nobody has asked for yet, on the
 * production build. The rendered-page cache is emptied first (.next/server/route-cache) and the
 * micro-cache is off, so each request below is a first render:
 *   1. /london, the first page the new server renders (modules load, code is still cold);
 *   2. ten other city pages and ten venue pages, one after another (a warm process).
 * For each: the time to the whole response, and the server's CPU time for it (its process
 * group, from /proc: steadier than wall time on a shared host). `BENCH_PORT` for another port.
 */
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { startAppServer, table, type AppServer } from './app-server'

const ROOT = path.resolve(__dirname, '..')
const SAMPLES = 10

interface Render {
  ms: number
  cpuMs: number | null
}

async function render(server: AppServer, pagePath: string): Promise<Render> {
  const cpuBefore = server.cpuSeconds()
  const started = performance.now()
  const response = await fetch(`${server.origin}${pagePath}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'identity' },
  })
  await response.arrayBuffer()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`)
  const cpuAfter = server.cpuSeconds()
  return {
    ms,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) * 1000,
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

/** Up to `count` paths of the sitemap that match, in its order. */
function sitemapPaths(sitemap: string, pattern: RegExp, count: number): string[] {
  return Array.from(
    sitemap.matchAll(/<loc>([^<]+)<\/loc>/g),
    (match) => new URL(match[1] ?? '/').pathname,
  )
    .filter((pagePath) => pattern.test(pagePath))
    .slice(0, count)
}

async function main() {
  await rm(path.join(ROOT, '.next/server/route-cache'), { recursive: true, force: true })
  const server = await startAppServer(Number(process.env.BENCH_PORT ?? 3405), {
    dataDir: '.data/bench-pages',
    env: { MICRO_CACHE_MB: '0' },
  })
  try {
    const first = await render(server, '/london')
    const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text()
    const cities = sitemapPaths(sitemap, /^\/(?!london$)[a-z-]+$/, SAMPLES)
    const venues = sitemapPaths(sitemap, /^\/venues\/[a-z0-9-]+$/, SAMPLES)
    const rows: Array<[string, Render[]]> = [
      ['/london, the first page after start', [first]],
      [`city pages (${cities.length})`, []],
      [`venue pages (${venues.length})`, []],
    ]
    for (const city of cities) rows[1]![1].push(await render(server, city))
    for (const venue of venues) rows[2]![1].push(await render(server, venue))

    const ms = (value: number) => `${value.toFixed(0)} ms`
    console.log('\nUncached first renders (page cache emptied, micro-cache off), median')
    console.log(
      table([
        ['page', 'response time', 'server CPU'],
        ...rows.map(([label, renders]) => {
          const cpu = renders.map((each) => each.cpuMs).filter((each) => each !== null)
          return [
            label,
            ms(median(renders.map((each) => each.ms))),
            cpu.length ? ms(median(cpu)) : 'n/a',
          ]
        }),
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
