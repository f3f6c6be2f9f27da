/**
 * Starts the production app (`node scripts/start.mjs`: builds if the sources changed, prepares
 * the database) on a loopback port with its own PGlite folder, for the page benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { processGroupCpuSeconds } from './process-cpu'

export interface AppServer {
  origin: string
  /** The server's process group (the detached start script leads it); null if it has no pid. */
  processGroup: number | null
  /** CPU seconds the server's processes have used so far; null without /proc. */
  cpuSeconds(): number | null
  stop(): Promise<void>
}

const ROOT = path.resolve(__dirname, '..')
const BENCH_SITE_URL = 'http://127.0.0.1:3400'

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${origin}/api/health`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the app did not become healthy within ${timeoutMs / 1000}s`)
}

/**
 * A made-up client address (10.0.0.0/8), for a server started with TRUSTED_PROXIES=127.0.0.1:
 * sent as X-Forwarded-For, each request counts as another visitor's against the per-address
 * budgets, so a benchmark measures capacity rather than one address's budget.
 */
export function randomAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1
  return `10.${octet()}.${octet()}.${octet()}`
}

export interface AppServerOptions {
  /** The PGlite folder, relative to the project (default: the page benchmarks' own). */
  dataDir?: string
  env?: Record<string, string>
}

export async function startAppServer(
  port = 3400,
  { dataDir = '.data/bench-pages', env = {} }: AppServerOptions = {},
): Promise<AppServer> {
  const origin = `http://127.0.0.1:${port}`
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(ROOT, dataDir),
      DATABASE_URL: '',
      // One build serves every page benchmark: NEXT_PUBLIC_* settings are inlined at build
      // time, so they must not vary with the port. The map never leaves the machine.
      NEXT_PUBLIC_SITE_URL: BENCH_SITE_URL,
      // Read at run time: the pages' own writes (analytics, callsign) on this port are ours.
      SITE_HOSTS: `127.0.0.1:${port}`,
      NEXT_PUBLIC_MAP_STYLE_URL: 'offline',
      ...env,
    },
    detached: true,
  })
  await waitForHealth(origin, child, 600_000)
  return {
    origin,
    processGroup: child.pid ?? null,
    // Detached: the child leads a process group of its own, which holds the server it spawns.
    cpuSeconds: () => (child.pid ? processGroupCpuSeconds(child.pid) : null),
    // The server drains and closes its database before it exits (up to 10 s): the next
    // benchmark's server on the same folder must wait for it, or find the folder locked.
    stop: async () => {
      if (!child.pid || child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
    },
  }
}

/** Requests a page until it answers 200 (the first request renders and caches it). */
export async function warm(url: string, times = 3): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    await response.arrayBuffer()
  }
}

/**
 * Requests a page until Next answers it fresh: a page cached before this server started (by a
 * run on another database: the page cache lives in the build, .next) is served once as STALE
 * while it re-renders in the background (server/catalogue-freshness).
 */
export async function warmUntilFresh(url: string, attempts = 40): Promise<void> {
  for (let i = 0; i < attempts; i += 1) {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    await response.arrayBuffer()
    if (response.headers.get('x-nextjs-cache') !== 'STALE') return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} was still stale after ${attempts} requests`)
}

export function table(rows: Array<Array<string | undefined>>): string {
  const columns = Math.max(...rows.map((row) => row.length))
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = `+${widths.map((width) => '-'.repeat(width + 2)).join('+')}+`
  const body = rows.map(
    (row) => `| ${widths.map((width, column) => (row[column] ?? '').padEnd(width)).join(' | ')} |`,
  )
  return [line, ...body, line].join('\n')
}
