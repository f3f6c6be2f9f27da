/**
 * @jest-environment node
 *
 * The production server's shutdown (server/http/graceful-shutdown.mjs), in a real process with a
 * handler that takes as long as it is told: SIGTERM stops accepting, lets requests in flight
 * finish, closes, exits 0; a connection that never sends a request does not hold it up; the
 * drain limit and a second signal force an exit 1.
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'

const FIXTURE = path.resolve(__dirname, '../../fixtures/slow-server.mjs')

interface Running {
  pid: number
  port: number
  output: () => string
  exited: Promise<number | null>
}

function startServer(drainLimitMs: number): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FIXTURE], {
      env: { ...process.env, DRAIN_LIMIT_MS: String(drainLimitMs) },
    })
    let output = ''
    const exited = new Promise<number | null>((done) => child.on('close', done))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /listening (\d+)/.exec(output)
      if (listening) {
        resolve({ pid: child.pid!, port: Number(listening[1]), output: () => output, exited })
      }
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    void exited.then((code) => reject(new Error(`exited ${code} before listening: ${output}`)))
  })
}

interface Answer {
  status: number
  body: string
  connection: string | undefined
}

/** One request on a kept-alive connection, as a browser's. */
function get(port: number, ms: number, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: `/?ms=${ms}`, agent }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            connection: response.headers.connection,
          }),
        )
      })
      .on('error', reject)
  })
}

/** The outcome, caught at once so that a cut-off request is not an unhandled rejection. */
const outcome = (answer: Promise<Answer>) =>
  answer.then(
    () => 'answered',
    () => 'cut off',
  )

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('graceful shutdown', () => {
  let agent: http.Agent

  beforeEach(() => {
    agent = new http.Agent({ keepAlive: true })
  })

  afterEach(() => {
    agent.destroy()
  })

  it('finishes the requests in flight, refuses new connections, closes and exits 0', async () => {
    const server = await startServer(10_000)
    // An idle kept-alive connection, and a request still running when the signal comes.
    await get(server.port, 0, agent)
    const inFlight = get(server.port, 1_500, agent)
    await sleep(200)
    process.kill(server.pid, 'SIGTERM')
    await sleep(200)

    await expect(get(server.port, 0, new http.Agent())).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    })
    await expect(inFlight).resolves.toEqual({
      status: 200,
      body: 'waited 1500',
      connection: 'close',
    })
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('closed')
  })

  it('serves the connections queued while it was busy when the signal came, rather than reset them', async () => {
    const server = await startServer(10_000)
    // The event loop is busy for 1.5 s: the signal and five new connections arrive meanwhile
    // (as requests a balancer sent just before taking the instance out of rotation).
    const busy = get(server.port, 0, agent).then(() => undefined)
    void busy
    const blocking = new Promise<void>((resolve) => {
      http
        .get({ host: '127.0.0.1', port: server.port, path: '/?busy=1500' }, (response) => {
          response.resume()
          response.on('end', () => resolve())
        })
        .on('error', () => resolve())
    })
    await sleep(300)
    process.kill(server.pid, 'SIGTERM')
    const queued = Array.from({ length: 5 }, () => outcome(get(server.port, 0, new http.Agent())))
    await blocking
    expect(await Promise.all(queued)).toEqual(Array(5).fill('answered'))
    expect(await server.exited).toBe(0)
  })

  it('closes a connection that never sends a request (a preconnect) rather than wait for it', async () => {
    const server = await startServer(10_000)
    const preconnect = net.connect(server.port, '127.0.0.1')
    const closed = new Promise<void>((resolve) => preconnect.on('close', () => resolve()))
    preconnect.on('error', () => undefined)
    await new Promise((resolve) => preconnect.once('connect', resolve))
    const signalled = Date.now()
    process.kill(server.pid, 'SIGTERM')
    await closed
    expect(await server.exited).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(5_000)
  })

  it('takes a signal delivered twice at once (npm start forwarding a Ctrl-C) as one', async () => {
    const server = await startServer(10_000)
    const inFlight = get(server.port, 1_000, agent)
    await sleep(200)
    process.kill(server.pid, 'SIGINT')
    process.kill(server.pid, 'SIGINT')
    await expect(inFlight).resolves.toMatchObject({ status: 200, body: 'waited 1000' })
    expect(await server.exited).toBe(0)
  })

  it('stops at once on a second signal, and at the drain limit', async () => {
    const patient = await startServer(10_000)
    const cutOff = outcome(get(patient.port, 30_000, agent))
    await sleep(200)
    process.kill(patient.pid, 'SIGTERM')
    await sleep(1_200)
    process.kill(patient.pid, 'SIGTERM')
    expect(await patient.exited).toBe(1)
    expect(await cutOff).toBe('cut off')
    expect(patient.output()).not.toContain('closed')

    const limited = await startServer(1_000)
    const tooSlow = outcome(get(limited.port, 30_000, new http.Agent()))
    await sleep(200)
    process.kill(limited.pid, 'SIGTERM')
    expect(await limited.exited).toBe(1)
    expect(await tooSlow).toBe('cut off')
    expect(limited.output()).toContain('Requests still in flight after 1 s')
  })
})
