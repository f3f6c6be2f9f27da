/**
 * A production server of a spec's own (`node server/http/serve.mjs` on the build Playwright's web
 * server made), on a free port and its own database, for specs that stop its database or the
 * server itself. Prepared as `npm start` prepares one: `scripts/prepare-database.ts` first, in
 * its own process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')

export interface OwnServer {
  origin: string
  port: number
  pid: number
  child: ChildProcess
  /** Everything it printed so far. */
  output(): string
  exited: Promise<number | null>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** The database settings: PostgreSQL at a URL, or PGlite in a folder. */
export type OwnDatabase = { databaseUrl: string } | { dataDir: string }

function databaseEnv(database: OwnDatabase): Record<string, string> {
  return 'databaseUrl' in database
    ? { DATABASE_URL: database.databaseUrl }
    : { DATABASE_URL: '', DATA_DIR: database.dataDir }
}

/** Migrates and seeds the database as `npm start` does before serving. */
export function prepareDatabase(database: OwnDatabase) {
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'scripts/prepare-database.ts')],
    { cwd: ROOT, env: { ...process.env, ...databaseEnv(database) }, encoding: 'utf8' },
  )
  if (result.status !== 0) {
    throw new Error(`prepare-database failed: ${result.stdout}${result.stderr}`)
  }
}

export interface OwnServerOptions {
  /** Node options before the entry (e.g. `--require` a spec's preload). */
  nodeArgs?: string[]
  /** `npm run dev`'s server (`serve.mjs --dev`) instead of the production build. */
  dev?: boolean
  env?: Record<string, string>
  /** How long it may take to say it is ready (default 60 s). */
  readyWithinMs?: number
}

export async function startOwnServer(
  database: OwnDatabase,
  { nodeArgs = [], dev = false, env = {}, readyWithinMs = 60_000 }: OwnServerOptions = {},
): Promise<OwnServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const entry = [path.join(ROOT, 'server/http/serve.mjs'), ...(dev ? ['--dev'] : [])]
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...databaseEnv(database),
      NODE_ENV: dev ? 'development' : 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      NEXT_PUBLIC_SITE_URL: origin,
      // The build's NEXT_PUBLIC_SITE_URL names another port: this server's own address is ours too
      // for state-changing requests (lib/http/own-hosts.ts).
      SITE_HOSTS: [process.env.SITE_HOSTS, `127.0.0.1:${port}`].filter(Boolean).join(','),
      ...env,
    },
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve))
  let ended = false
  void exited.then(() => (ended = true))
  for (const started = Date.now(); !/Ready on/.test(output);) {
    if (ended) throw new Error(`the server exited before it was ready:\n${output}`)
    if (Date.now() - started > readyWithinMs) {
      throw new Error(`the server did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { origin, port, pid: child.pid!, child, output: () => output, exited }
}

/** Stops it (SIGTERM, then SIGKILL if it has not gone in 15 s). */
export async function stopOwnServer(server: OwnServer | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return
  server.child.kill('SIGTERM')
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 15_000)
  await server.exited
  clearTimeout(killer)
}
