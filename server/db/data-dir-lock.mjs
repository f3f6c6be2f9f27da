// @ts-check
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
 *
 * Plain JavaScript, so that the HTTP server (server/http/serve.mjs) can take the lock for its whole
 * process before Next starts (Next runs instrumentation without waiting for it), and the app's
 * `openDatabase` (server/db/client.ts) then opens the folder under it.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { registry } from '../process-registry.mjs'

/** A live holder refreshes the lock's mtime every LOCK_UPDATE_MS. */
const LOCK_UPDATE_MS = 5_000
/**
 * Only for a holder on another host (this host's are judged by their pid): long enough that a
 * holder whose event loop is busy (a PGlite statement blocks it) is not taken for dead.
 */
const LOCK_STALE_MS = 60_000

/**
 * @typedef {object} Held
 * @property {boolean} processWide taken for the whole process (the server), not one handle
 * @property {boolean} handleOpen a database handle has the folder open
 */

/** Folders this process holds (process-wide: the server takes them, the app's copy opens them). */
const heldHere = () => registry.heldDataDirs

/**
 * @typedef {object} LockOwner
 * @property {number} pid
 * @property {string} hostname
 * @property {string | null} startTime /proc/{pid}/stat's start time (clock ticks since boot),
 *   where there is one: tells a reused pid apart
 */

/** Where the embedded database lives unless DATA_DIR says otherwise (absolute). */
export function defaultDataDir() {
  // turbopackIgnore: a runtime folder, not a module for the bundler to trace.
  return path.resolve(
    process.env.DATA_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), 'data/pglite'),
  )
}

export class DataDirLockedError extends Error {
  /**
   * @param {string} dataDir
   * @param {LockOwner | null} owner
   */
  constructor(dataDir, owner) {
    const holder = owner
      ? `process ${owner.pid}${owner.hostname === os.hostname() ? '' : ` on ${owner.hostname}`}`
      : 'another process'
    super(
      `The database folder ${dataDir} is in use by ${holder}. ` +
        'Only one process may open it: stop that one first, or set DATA_DIR to another folder.',
    )
    this.name = 'DataDirLockedError'
    this.dataDir = dataDir
    this.owner = owner
  }
}

/** @param {string} dataDir */
export function lockPaths(dataDir) {
  const folder = path.resolve(dataDir)
  return { folder, lock: `${folder}.lock`, owner: `${folder}.lock-owner` }
}

/** @param {number} pid @returns {string | null} */
function processStartTime(pid) {
  try {
    // Field 22 of /proc/{pid}/stat; the command name (field 2) may hold spaces, so count from its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

/** @returns {LockOwner} */
function currentOwner() {
  return { pid: process.pid, hostname: os.hostname(), startTime: processStartTime(process.pid) }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM'
  }
}

/** @param {string} file @returns {Promise<LockOwner | null>} */
async function readOwner(file) {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8'))
    if (typeof owner?.pid !== 'number' || typeof owner?.hostname !== 'string') return null
    return { pid: owner.pid, hostname: owner.hostname, startTime: owner.startTime ?? null }
  } catch {
    return null
  }
}

/**
 * Whether a holder on this host is certainly gone: its pid is free, or is ours (this process
 * does not hold it: a previous run, e.g. a container restarted as pid 1), or was reused.
 * @param {LockOwner} owner
 */
function isGoneFromThisHost(owner) {
  if (owner.hostname !== os.hostname()) return false
  if (owner.pid === process.pid) return true
  if (!isAlive(owner.pid)) return true
  const startTime = processStartTime(owner.pid)
  return owner.startTime !== null && startTime !== null && startTime !== owner.startTime
}

/** @param {unknown} error */
function isLockedError(error) {
  return /** @type {NodeJS.ErrnoException | null} */ (error)?.code === 'ELOCKED'
}

/**
 * Takes the folder's lock from another process, or throws DataDirLockedError naming the holder.
 * @param {ReturnType<typeof lockPaths>} paths
 * @returns {Promise<() => Promise<void>>} releases it
 */
async function acquire(paths) {
  await mkdir(path.dirname(paths.folder), { recursive: true })
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

  /** @type {() => Promise<void>} */
  let release
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
  // proper-lockfile removes its folder on any exit; the owner file goes with it.
  const removeOwnerOnExit = () => rmSync(paths.owner, { force: true })
  process.once('exit', removeOwnerOnExit)
  return async () => {
    process.off('exit', removeOwnerOnExit)
    await rm(paths.owner, { force: true })
    await release()
  }
}

/**
 * Takes the folder for this whole process (the HTTP server, before Next starts): one database
 * handle may then open it (lockDataDir). Throws DataDirLockedError when another process holds it.
 * @param {string} dataDir
 * @returns {Promise<() => Promise<void>>} releases it
 */
export async function lockDataDirForProcess(dataDir) {
  const paths = lockPaths(dataDir)
  if (heldHere().has(paths.folder)) throw new DataDirLockedError(paths.folder, currentOwner())
  const release = await acquire(paths)
  heldHere().set(paths.folder, { processWide: true, handleOpen: false })
  return async () => {
    heldHere().delete(paths.folder)
    await release()
  }
}

/**
 * Takes the folder for one database handle (openDatabase), or throws DataDirLockedError naming
 * the holder: another process, or this one when a handle already has it open (two handles in
 * one process corrupt it as surely as two processes). Under a lock this process holds for
 * itself, the handle borrows that one.
 * @param {string} dataDir
 * @returns {Promise<() => Promise<void>>} releases it
 */
export async function lockDataDir(dataDir) {
  const paths = lockPaths(dataDir)
  const held = heldHere().get(paths.folder)
  if (held) {
    if (!held.processWide || held.handleOpen) {
      throw new DataDirLockedError(paths.folder, currentOwner())
    }
    held.handleOpen = true
    return async () => {
      held.handleOpen = false
    }
  }
  const release = await acquire(paths)
  heldHere().set(paths.folder, { processWide: false, handleOpen: true })
  return async () => {
    heldHere().delete(paths.folder)
    await release()
  }
}
