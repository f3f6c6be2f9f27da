/**
 * One process per embedded database folder: PGlite takes no lock of its own, and two processes
 * writing one folder corrupt it (STACK.md pitfall 15). The lock is a folder beside the data
 * folder (`{DATA_DIR}.lock`, created atomically by proper-lockfile, its mtime refreshed while
 * held), and its holder is named in a file beside that (`{DATA_DIR}.lock-owner`: pid, host and
 * the process's start time), so a refused process can say who holds it.
 *
 * A lock left by a crash (kill -9) never blocks the next start: on this host a holder whose pid
 * is gone, or now belongs to a process started at another time, is stale at once; a holder on
 * another host sharing the folder is stale once its mtime is older than LOCK_STALE_MS.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/** A live holder refreshes the lock's mtime every LOCK_UPDATE_MS. */
const LOCK_UPDATE_MS = 5_000
/**
 * Only for a holder on another host (this host's are judged by their pid): long enough that a
 * holder whose event loop is busy (a PGlite statement blocks it) is not taken for dead.
 */
const LOCK_STALE_MS = 60_000

/** Folders this process holds (on globalThis: Next bundles a module once per route). */
const heldHere = ((globalThis as { __moveHeldDataDirs?: Set<string> }).__moveHeldDataDirs ??=
  new Set<string>())

export interface LockOwner {
  pid: number
  hostname: string
  /** /proc/{pid}/stat's start time (clock ticks since boot), where there is one: tells a reused pid apart. */
  startTime: string | null
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const holder = owner
      ? `process ${owner.pid}${owner.hostname === os.hostname() ? '' : ` on ${owner.hostname}`}`
      : 'another process'
    super(
      `The database folder ${dataDir} is in use by ${holder}. ` +
        'Only one process may open it: stop that one first, or set DATA_DIR to another folder.',
    )
    this.name = 'DataDirLockedError'
  }
}

export function lockPaths(dataDir: string) {
  const folder = path.resolve(dataDir)
  return { folder, lock: `${folder}.lock`, owner: `${folder}.lock-owner` }
}

function processStartTime(pid: number): string | null {
  try {
    // Field 22 of /proc/{pid}/stat; the command name (field 2) may hold spaces, so count from its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function currentOwner(): LockOwner {
  return { pid: process.pid, hostname: os.hostname(), startTime: processStartTime(process.pid) }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function readOwner(file: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>
    if (typeof owner.pid !== 'number' || typeof owner.hostname !== 'string') return null
    return { pid: owner.pid, hostname: owner.hostname, startTime: owner.startTime ?? null }
  } catch {
    return null
  }
}

/** Whether a holder on this host is certainly gone: its pid is free, or is ours, or was reused. */
function isGoneFromThisHost(owner: LockOwner): boolean {
  if (owner.hostname !== os.hostname()) return false
  // Our own pid in a lock we do not hold: a previous run (e.g. a container restarted as pid 1).
  if (owner.pid === process.pid) return true
  if (!isAlive(owner.pid)) return true
  const startTime = processStartTime(owner.pid)
  return owner.startTime !== null && startTime !== null && startTime !== owner.startTime
}

function isLockedError(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ELOCKED'
}

/**
 * Takes the folder's lock or throws DataDirLockedError naming the holder. Resolves to the
 * function that releases it. The lock is also removed if the process exits without releasing.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const paths = lockPaths(dataDir)
  // Two handles in one process corrupt the folder as surely as two processes.
  if (heldHere.has(paths.folder)) {
    throw new DataDirLockedError(paths.folder, currentOwner())
  }
  const { lock } = await import('proper-lockfile')
  const take = () =>
    lock(paths.folder, {
      lockfilePath: paths.lock,
      realpath: false,
      stale: LOCK_STALE_MS,
      update: LOCK_UPDATE_MS,
      onCompromised: (error) => {
        // Someone removed or took the lock: carrying on would mean two writers.
        console.error(`Lost the lock on ${paths.folder} (${error.message}); stopping.`)
        process.exit(1)
      },
    })

  // A live holder on this host is judged by its pid before proper-lockfile looks at the lock's
  // age: a holder whose event loop a long PGlite statement blocks may be late refreshing it.
  if (existsSync(paths.lock)) {
    const owner = await readOwner(paths.owner)
    if (owner && owner.hostname === os.hostname() && !isGoneFromThisHost(owner)) {
      throw new DataDirLockedError(paths.folder, owner)
    }
  }

  let release: () => Promise<void>
  try {
    release = await take()
  } catch (error) {
    if (!isLockedError(error)) throw error
    const owner = await readOwner(paths.owner)
    if (!owner || !isGoneFromThisHost(owner)) throw new DataDirLockedError(paths.folder, owner)
    // Left by a process that crashed: clear it and take it.
    await rm(paths.lock, { recursive: true, force: true })
    try {
      release = await take()
    } catch (retryError) {
      if (!isLockedError(retryError)) throw retryError
      throw new DataDirLockedError(paths.folder, await readOwner(paths.owner))
    }
  }

  try {
    await writeFile(paths.owner, `${JSON.stringify(currentOwner())}\n`)
  } catch (error) {
    await release()
    throw error
  }
  heldHere.add(paths.folder)
  // proper-lockfile removes its folder on any exit; the owner file goes with it.
  const removeOwnerOnExit = () => rmSync(paths.owner, { force: true })
  process.once('exit', removeOwnerOnExit)
  return async () => {
    heldHere.delete(paths.folder)
    process.off('exit', removeOwnerOnExit)
    await rm(paths.owner, { force: true })
    await release()
  }
}
