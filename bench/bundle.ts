/**
 * `npm run bench:bundle`: first-load JavaScript of /london (gzip) against the framework's own
 * runtime chunks, the floor every App Router page pays. Target: ≤ 1.2 × the runtime.
 *
 * The baseline is Next's root main files plus any loaded chunk holding only framework modules
 * (what a bare App Router page loads too: ~135 KB gzip measured on these machines).
 * Measured from what the browser really fetches: /london is loaded in Chromium, every script
 * response is recorded and its body gzipped here (level 6, what servers typically use), so
 * lazily loaded chunks that the page pulls in on load count too.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startAppServer, table, warm } from './app-server'

const ROOT = path.resolve(__dirname, '..')
const TARGET_RATIO = 1.2

function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 6 }).length
}

/** Next's root main files: the runtime every App Router page loads before its own code. */
function rootMainFiles(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, '.next/build-manifest.json'), 'utf8'),
  ) as { rootMainFiles?: string[] }
  return (manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`)
}

/**
 * A loaded chunk that holds only the framework's own modules (the app router's layout and
 * navigation internals Next splits out of the root main files). Turbopack emits Next's and
 * React's CommonJS modules as `(e,t,r)=>` factories, while application code and ES-module
 * libraries register exports through `e.s([...])`: a chunk with no `e.s(` is framework code.
 */
function isFrameworkChunk(body: Buffer): boolean {
  return !body.toString('utf8').includes('e.s([')
}

async function main() {
  const server = await startAppServer(Number(process.env.BENCH_PORT ?? 3401))
  try {
    await warm(`${server.origin}/london`)
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } })
    const scripts = new Map<string, number>()
    const framework = new Set(rootMainFiles())
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      try {
        const file = new URL(response.url()).pathname
        const body = await response.body()
        scripts.set(file, gzipSize(body))
        if (isFrameworkChunk(body)) framework.add(file)
      } catch {
        // A script cancelled by navigation has no body.
      }
    })
    await page.goto(`${server.origin}/london`, { waitUntil: 'networkidle' })
    await browser.close()

    const runtime = [...framework]
    const runtimeBytes = runtime.reduce(
      (sum, file) =>
        sum + gzipSize(readFileSync(path.join(ROOT, '.next', file.replace(/^\/_next\//, '')))),
      0,
    )
    const pageBytes = [...scripts.values()].reduce((sum, size) => sum + size, 0)
    const ratio = pageBytes / runtimeBytes
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    console.log(
      table([
        ['measure', 'gzip', 'note'],
        [
          'framework runtime chunks',
          kb(runtimeBytes),
          `${rootMainFiles().length} root main files + ${runtime.length - rootMainFiles().length} framework-only chunks`,
        ],
        ['/london first load', kb(pageBytes), `${scripts.size} scripts on load`],
        [
          'ratio',
          ratio.toFixed(2),
          `target ≤ ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}`,
        ],
      ]),
    )
    const largest = [...scripts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8)
    console.log('\nLargest scripts on /london:')
    for (const [file, size] of largest) {
      const kind = framework.has(file) ? 'framework' : 'app'
      console.log(`  ${kb(size).padStart(9)}  ${kind.padEnd(9)}  ${file}`)
    }
  } finally {
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
