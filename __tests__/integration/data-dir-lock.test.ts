/**
 * @jest-environment node
 *
 * One writer per embedded database folder, with real processes: while one process holds
 * DATA_DIR, `npm run seed`, `scripts/prepare-database.ts` (what `npm start` runs first) and a
 * second holder exit non-zero naming the folder and the holder's pid; a holder killed with
 * SIGKILL leaves a stale lock that does not block the next one; a holder stopped with SIGTERM
 * releases it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '@/server/db/client'
import { DataDirLockedError, lockDataDirForProcess, lockPaths } from '@/server/db/data-dir-lock.mjs'

const ROOT = path.resolve(__dirname, '../..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
const HOLDER = path.join(ROOT, '__tests__/fixtures/hold-database.ts')

interface Finished {
  code: number | null
  output: string
}

function run(script: string, args: string[], dataDir: string): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ code, output }))
  })
}

interface Holder {
  child: ChildProcess
  /** The pid of the process holding the database (tsx runs the script in a child of its own). */
  pid: number
  migrations: number
  exited: Promise<number | null>
}

function startHolder(dataDir: string): Promise<Holder> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [HOLDER], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    })
    const exited = new Promise<number | null>((done) => child.on('close', done))
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const open = /open (\d+) (\d+)/.exec(output)
      if (open) resolve({ child, pid: Number(open[1]), migrations: Number(open[2]), exited })
    })
    void exited.then((code) => reject(new Error(`holder exited ${code}: ${output}`)))
  })
}

describe('one process per embedded database folder', () => {
  let root: string
  let dataDir: string

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'move-lock-'))
    dataDir = path.join(root, 'pglite')
  })

  afterAll(() => {
    rmSync(root, { recursive: true, force: true })
  })

  it('refuses every second process while one holds the folder, and survives SIGKILL', async () => {
    const first = await startHolder(dataDir)
    expect(first.migrations).toBeGreaterThan(0)
    const refusal = (output: string) => {
      expect(output).toContain(`The database folder ${dataDir} is in use by process ${first.pid}`)
    }

    const [seed, prepare, second] = await Promise.all([
      run(path.join(ROOT, 'scripts/seed.ts'), [], dataDir),
      run(path.join(ROOT, 'scripts/prepare-database.ts'), [], dataDir),
      run(HOLDER, [], dataDir),
    ])
    for (const refused of [seed, prepare, second]) {
      expect(refused.code).not.toBe(0)
      refusal(refused.output)
    }
    expect(seed.output).toContain('Seed failed:')
    expect(prepare.output).toContain('Could not prepare the database:')

    // A crash leaves the lock folder and its owner file behind.
    process.kill(first.pid, 'SIGKILL')
    await first.exited
    expect(existsSync(lockPaths(dataDir).lock)).toBe(true)

    const next = await startHolder(dataDir)
    expect(next.migrations).toBe(first.migrations)
    process.kill(next.pid, 'SIGTERM')
    expect(await next.exited).toBe(0)
    expect(existsSync(lockPaths(dataDir).lock)).toBe(false)
    expect(existsSync(lockPaths(dataDir).owner)).toBe(false)
  })

  it('refuses a second handle on the folder within one process too', async () => {
    const handle = await openDatabase({ dataDir })
    try {
      const second = openDatabase({ dataDir })
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError)
      await expect(second).rejects.toThrow(`is in use by process ${process.pid}`)
    } finally {
      await handle.close()
    }
    // Released: it opens again.
    const again = await openDatabase({ dataDir })
    await again.close()
  })

  it('lets one handle open the folder under a lock the process holds for itself (the server)', async () => {
    const releaseProcess = await lockDataDirForProcess(dataDir)
    try {
      const handle = await openDatabase({ dataDir })
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError)
      await handle.close()
      // Closing the handle leaves the process's lock in place.
      expect(existsSync(lockPaths(dataDir).lock)).toBe(true)
      await expect(lockDataDirForProcess(dataDir)).rejects.toBeInstanceOf(DataDirLockedError)
    } finally {
      await releaseProcess()
    }
    expect(existsSync(lockPaths(dataDir).lock)).toBe(false)
  })

  it('takes no lock for in-memory databases', async () => {
    const [one, two] = await Promise.all([
      openDatabase({ dataDir: 'memory://' }),
      openDatabase({ dataDir: 'memory://' }),
    ])
    await Promise.all([one.close(), two.close()])
  })
})
