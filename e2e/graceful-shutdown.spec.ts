/**
 * The production server's shutdown and its hold on the embedded database, with real processes
 * on a PGlite folder of this spec's own: a second server on the folder refuses to start naming
 * the first; on SIGTERM a request in flight (a GraphQL POST whose body is still arriving)
 * completes, new connections are refused, and the server exits 0 well within its 10 s limit,
 * having closed the database, which then opens again in another process.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, HTTP_ONLY, test } from './fixtures'
import {
  prepareDatabase,
  startOwnServer,
  stopOwnServer,
  type OwnServer,
} from './support/own-server'

const ROOT = path.resolve(__dirname, '..')
const DRAIN_LIMIT_MS = 10_000

/** A POST sent in two parts: the request stays in flight until the second. */
function slowPost(port: number, body: string) {
  const socket = net.connect(port, '127.0.0.1')
  let answer = ''
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
  const split = Math.floor(body.length / 2)
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Accept: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body.slice(0, split),
  )
  return {
    finish: () => socket.write(body.slice(split)),
    ended,
  }
}

/** Opens the folder in another process (the lock tests' holder) and reports what it found. */
function openFolderElsewhere(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, '__tests__/fixtures/hold-database.ts')],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const open = /open (\d+) \d+/.exec(output)
      if (open) process.kill(Number(open[1]), 'SIGTERM')
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${output}`)),
    )
  })
}

test.describe('graceful shutdown', HTTP_ONLY, () => {
  test.describe.configure({ mode: 'serial' })

  let root: string
  let dataDir: string
  let server: OwnServer | undefined

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    root = mkdtempSync(path.join(os.tmpdir(), 'move-shutdown-'))
    dataDir = path.join(root, 'pglite')
    prepareDatabase({ dataDir })
    server = await startOwnServer({ dataDir })
  })

  test.afterAll(async () => {
    await stopOwnServer(server)
    rmSync(root, { recursive: true, force: true })
  })

  test('a second server on the same folder refuses to start, naming the first', async () => {
    const second = startOwnServer({ dataDir })
    await expect(second).rejects.toThrow(
      `The database folder ${dataDir} is in use by process ${server!.pid}`,
    )
  })

  test('SIGTERM drains the request in flight, refuses new ones and closes the database', async () => {
    // A server done starting: a map search waits for the pin-search snapshot, which is built in
    // the background at start and keeps the event loop busy meanwhile.
    const search = await fetch(`${server!.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ searchActivities(north: 51.6, east: 0.1, south: 51.4, west: -0.3) { id } }',
      }),
    })
    expect(search.status).toBe(200)

    const body = JSON.stringify({ query: '{ cities { city cityName } }' })
    const inFlight = slowPost(server!.port, body)
    // Answered after the slow request's headers, which were sent first: that one is in flight.
    expect((await fetch(`${server!.origin}/api/health`)).status).toBe(200)

    const signalled = performance.now()
    server!.child.kill('SIGTERM')
    // Once the server has taken the signal (its event loop may be busy a moment: the search
    // snapshot is built at start), it no longer listens.
    await expect
      .poll(() => server!.output(), { timeout: DRAIN_LIMIT_MS })
      .toMatch(/SIGTERM: finishing [1-9]\d* request\(s\) in flight/)
    // It stops listening once connections have stopped coming (a fraction of a second).
    await expect
      .poll(
        () =>
          fetch(`${server!.origin}/api/health`).then(
            () => 'answered',
            (error: { cause?: { code?: string } }) => error.cause?.code,
          ),
        { timeout: 3_000 },
      )
      .toBe('ECONNREFUSED')

    inFlight.finish()
    const answer = await inFlight.ended
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(answer).toMatch(/\r\nconnection: close\r\n/i)
    expect(answer).toContain('"cityName":"London"')

    expect(await server!.exited).toBe(0)
    expect(performance.now() - signalled).toBeLessThan(DRAIN_LIMIT_MS)
    expect(server!.output()).toContain('Stopped cleanly.')

    // Closed cleanly and unlocked: another process opens it with every migration in place.
    expect(await openFolderElsewhere(dataDir)).toMatch(/open \d+ [1-9]/)
  })
})
