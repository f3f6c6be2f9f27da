/**
 * @jest-environment node
 *
 * The assignments thread (server/experiments/assignments-thread.ts), bundled as the build bundles
 * it and started as the production server starts it (server/http/assignments-thread.mjs): it
 * answers GET /api/experiments on its own port exactly as the route does, takes a new evaluator
 * from the main thread without a restart, keeps the path's headers, and refuses other paths,
 * methods and bad input with a message.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createExperimentEvaluator, type ExperimentEvaluator } from '@/lib/experiments/assign'
import type { ExperimentDefinition } from '@/lib/experiments/definition'
import { answerWithEvaluator } from '@/server/experiments/assignments-answer'
import { startAssignmentsThread } from '@/server/http/assignments-thread.mjs'
import { freePort } from '../../../deploy/topology.mjs'

const ROOT = path.resolve(__dirname, '../../..')
const VISITOR = 'a1b2c3d4-e5f6-4789-8abc-def012345678'

function ctaExperiment(variantShare: number): ExperimentDefinition {
  return {
    key: 'ctaButtonText',
    description: '',
    status: 'running',
    variants: [
      { key: 'control', allocation: 100 - variantShare },
      { key: 'b', allocation: variantShare, buttonText: 'Start moving today' },
    ],
    pathPrefix: null,
  }
}

let dir: string
let file: string
let port: number
let origin: string
let current: ExperimentEvaluator | undefined
let thread: { close(): Promise<void> }

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'move-assignments-thread-'))
  file = path.join(dir, 'assignments-thread.cjs')
  execFileSync(process.execPath, ['scripts/build-assignments-thread.mjs', '--out', file], {
    cwd: ROOT,
  })
  port = await freePort()
  origin = `http://127.0.0.1:${port}`
  thread = await startAssignmentsThread({
    file,
    port,
    host: '127.0.0.1',
    headers: [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Cache-Control', value: 'public, max-age=60' },
    ],
    evaluator: async () => current,
  })
}, 60_000)

afterAll(async () => {
  await thread?.close()
  rmSync(dir, { recursive: true, force: true })
})

async function assignments(query: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}/api/experiments${query}`, init)
  return { response, body: await response.json() }
}

/** Asks until `ok` holds (the thread is fed once a second), or fails after 5 s. */
async function eventually<T>(ask: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000
  for (;;) {
    const value = await ask()
    if (ok(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('the assignments thread', () => {
  it('answers control before the main thread has sent an evaluator', async () => {
    const { response, body } = await assignments(`?path=/london&visitor=${VISITOR}`)
    expect(response.status).toBe(200)
    expect(body).toEqual({
      variants: {},
      buttonTexts: {},
      pageValues: {},
      counted: [],
      messages: [],
    })
  })

  it('answers from each new evaluator the main thread has, without a restart', async () => {
    current = createExperimentEvaluator([ctaExperiment(100)])
    const { body } = await eventually(
      () => assignments(`?path=/london&visitor=${VISITOR}`),
      ({ body }) => body.variants.ctaButtonText === 'b',
    )
    expect(body.variants).toEqual({ ctaButtonText: 'b' })
    expect(body.buttonTexts).toEqual({ ctaButtonText: 'Start moving today' })
    expect(body.counted).toEqual(['ctaButtonText'])

    current = createExperimentEvaluator([{ ...ctaExperiment(100), status: 'stopped' }])
    const after = await eventually(
      () => assignments(`?path=/london&visitor=${VISITOR}`),
      ({ body }) => body.counted.length === 0,
    )
    expect(after.body.counted).toEqual([])
  })

  it('gives the same answer, cookie included, as the route does with the same evaluator', async () => {
    current = createExperimentEvaluator([ctaExperiment(50)])
    const query = `?path=/london&visitor=${VISITOR}&experiments=nope:on`
    const route = answerWithEvaluator(new Request(`${origin}/api/experiments${query}`), current)
    const expected = await route.json()
    const { response, body } = await eventually(
      () => assignments(query),
      ({ body }) => JSON.stringify(body) === JSON.stringify(expected),
    )
    expect(body).toEqual(expected)
    expect(body.messages.join(' ')).toMatch(/nope/)
    expect(response.headers.get('set-cookie')).toBe(route.headers.get('set-cookie'))
  })

  it("keeps the path's headers, its own Cache-Control over them", async () => {
    const { response } = await assignments('?path=/london')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
  })

  it.each([
    ['a path that is not a site path', '?path=london', 400, /path must be a site path/],
    ['a visitor that is not a callsign', '?visitor=robert', 400, /visitor must be the callsign/],
  ])('refuses %s with a message', async (_, query, status, message) => {
    const { response, body } = await assignments(query)
    expect(response.status).toBe(status)
    expect(body.error.code).toBe('BAD_REQUEST')
    expect(body.error.message).toMatch(message)
  })

  it('says why it could not start when its port is taken', async () => {
    await expect(
      startAssignmentsThread({ file, port, host: '127.0.0.1', headers: [] }),
    ).rejects.toThrow(/assignments thread: .*EADDRINUSE/)
  })

  it('answers only GET /api/experiments', async () => {
    const other = await fetch(`${origin}/london`)
    expect(other.status).toBe(404)
    expect((await other.json()).error.code).toBe('NOT_FOUND')
    const post = await assignments('?path=/london', { method: 'POST', body: '{}' })
    expect(post.response.status).toBe(405)
    expect(post.response.headers.get('allow')).toBe('GET, HEAD')
  })
})
