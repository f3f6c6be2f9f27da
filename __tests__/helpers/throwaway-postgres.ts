/**
 * A PostgreSQL server of a test's own, which it may stop, start, freeze and thaw: the fault
 * tests must never do that to the shared TEST_DATABASE_URL server other suites are using.
 *
 * Binaries are found as `.ci/run` finds them (initdb on PATH, else /usr/lib/postgresql/{v}/bin);
 * as root the server runs as `nobody` (initdb refuses root: STACK.md pitfall 11). Freezing is
 * SIGSTOP on the postmaster and every backend, as a server behind a dropped network looks:
 * connections are accepted by the kernel and never answered.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:{port}/{database} */
  url: string
  port: number
  stop(): void
  start(): void
  /** SIGSTOP on the postmaster and its backends. */
  freeze(): void
  /** SIGCONT on the same processes. */
  thaw(): void
  /** Stops the server (thawing it first) and removes its folder. */
  destroy(): void
}

function findPostgresBin(): string | null {
  const candidates: string[] = []
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim()
  if (onPath) candidates.push(path.dirname(onPath))
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort().reverse()) {
      candidates.push(path.join(debian, version, 'bin'))
    }
  }
  return (
    candidates.find(
      (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
    ) ?? null
  )
}

/** Why the fault tests cannot run here, or null when they can. */
export function postgresUnavailableReason(): string | null {
  return findPostgresBin()
    ? null
    : 'no PostgreSQL binaries (initdb, pg_ctl) on PATH or in /usr/lib/postgresql/*/bin'
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** The postmaster's pid and its children's (the backends and background workers). */
function serverPids(dataDir: string): number[] {
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  )
  const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number)
  return [postmaster, ...children]
}

export async function startThrowawayPostgres(database = 'move_faults'): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin()
  if (!bin) throw new Error(postgresUnavailableReason()!)
  const root = mkdtempSync(path.join(os.tmpdir(), 'move-faults-pg-'))
  chmodSync(root, 0o755)
  const dataDir = path.join(root, 'data')
  const socketDir = root
  const port = await freePort()
  const asRoot = process.getuid?.() === 0
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'setpriv' : path.join(bin, tool)
    const fullArgs = asRoot
      ? ['--reuid=nobody', '--regid=nogroup', '--clear-groups', path.join(bin, tool), ...args]
      : args
    execFileSync(command, fullArgs, { stdio: 'pipe' })
  }
  if (asRoot) execFileSync('chown', ['nobody:nogroup', root])

  run('initdb', ['-D', dataDir, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'])
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'log'),
      '-w',
      '-o',
      // fsync off: a throw-away server, started and stopped many times per test.
      `-p ${port} -k ${socketDir} -h 127.0.0.1 -c fsync=off`,
      'start',
    ])
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
  start()
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of serverPids(dataDir)) {
      try {
        process.kill(pid, signal)
      } catch {
        // A backend that has just exited.
      }
    }
  }
  let frozen = false
  const psql = path.join(bin, 'psql')
  execFileSync(existsSync(psql) ? psql : 'psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-qc',
    `CREATE DATABASE ${database}`,
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    stop,
    start,
    freeze() {
      signalAll('SIGSTOP')
      frozen = true
    },
    thaw() {
      // Only a frozen server: a stopped one has no postmaster.pid to read.
      if (frozen) signalAll('SIGCONT')
      frozen = false
    },
    destroy() {
      try {
        if (frozen) signalAll('SIGCONT')
        stop()
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true })
    },
  }
}
