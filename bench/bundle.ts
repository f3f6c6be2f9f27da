/**
 * `npm run bench:bundle`: first-load JavaScript of /london (gzip) against the framework's own
 * runtime chunks, the floor every App Router page pays. Target: ≤ 1.2 × the runtime.
 *
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

/** Next's runtime: the root main files every App Router page loads before its own code. */
function runtimeChunks(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, '.next/build-manifest.json'), 'utf8'),
  ) as {
    rootMainFiles?: string[]
    polyfillFiles?: string[]
  }
  return manifest.rootMainFiles ?? []
}

async function main() {
  const server = await startAppServer(3401)
  try {
    await warm(`${server.origin}/london`)
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } })
    const scripts = new Map<string, number>()
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      try {
        scripts.set(new URL(response.url()).pathname, gzipSize(await response.body()))
      } catch {
        // A script cancelled by navigation has no body.
      }
    })
    await page.goto(`${server.origin}/london`, { waitUntil: 'networkidle' })
    await browser.close()

    const runtime = runtimeChunks()
    const runtimeBytes = runtime.reduce(
      (sum, file) => sum + gzipSize(readFileSync(path.join(ROOT, '.next', file))),
      0,
    )
    const pageBytes = [...scripts.values()].reduce((sum, size) => sum + size, 0)
    const ratio = pageBytes / runtimeBytes
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    console.log(
      table([
        ['measure', 'gzip', 'note'],
        ['framework runtime chunks', kb(runtimeBytes), `${runtime.length} root main files`],
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
    for (const [file, size] of largest) console.log(`  ${kb(size).padStart(9)}  ${file}`)
  } finally {
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
