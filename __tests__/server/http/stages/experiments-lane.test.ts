/**
 * @jest-environment node
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import {
  EXPERIMENTS_PATH,
  experimentsLaneStage,
  loadExperimentsLane,
} from '@/server/http/stages/experiments-lane.mjs'
import { registry } from '@/server/process-registry.mjs'
import { wholePage, withPipeline } from '../../../helpers/pipeline-server'

/** A stand-in for the route Next answers when the lane does not. */
const THE_ROUTE = wholePage('the route', { 'content-type': 'text/plain' })

const EVERY_PATH = '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$'

describe('the experiments lane', () => {
  let distDir: string
  beforeEach(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'experiments-lane-'))
    await writeFile(path.join(distDir, 'prerender-manifest.json'), JSON.stringify({}))
    await writeFile(
      path.join(distDir, 'routes-manifest.json'),
      JSON.stringify({
        headers: [
          {
            source: '/:path*',
            regex: EVERY_PATH,
            headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
          },
        ],
      }),
    )
  })
  afterEach(async () => {
    registry.experimentsNodeHandler = undefined
    await rm(distDir, { recursive: true, force: true })
  })

  it('leaves the route to Next until the app registers its handler, then takes it', async () => {
    const lane = await loadExperimentsLane(distDir)
    await withPipeline([experimentsLaneStage(lane)], THE_ROUTE, async (origin) => {
      expect(await (await fetch(`${origin}${EXPERIMENTS_PATH}`)).text()).toBe('the route')
      registry.experimentsNodeHandler = () => async (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('{"variants":{}}')
      }
      expect(await (await fetch(`${origin}${EXPERIMENTS_PATH}`)).text()).toBe('{"variants":{}}')
    })
  })

  it("answers GET /api/experiments only, with next.config.js's headers; the rest goes to Next", async () => {
    const answered: string[] = []
    registry.experimentsNodeHandler =
      () => async (req: http.IncomingMessage, res: http.ServerResponse) => {
        answered.push(`${req.method} ${req.url}`)
        res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] })
        res.end('{"variants":{}}')
      }
    const lane = await loadExperimentsLane(distDir)

    await withPipeline(
      [experimentsLaneStage(lane)],
      (req, res) => {
        res.writeHead(405, { 'content-type': 'text/plain' })
        res.end(`next: ${req.method} ${req.url}`)
      },
      async (origin) => {
        const get = await fetch(`${origin}${EXPERIMENTS_PATH}?path=/london`)
        expect(get.status).toBe(200)
        expect(get.headers.get('x-content-type-options')).toBe('nosniff')
        expect(get.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
        expect(await get.text()).toBe('{"variants":{}}')

        for (const [method, url] of [
          ['POST', EXPERIMENTS_PATH],
          ['HEAD', EXPERIMENTS_PATH],
          ['GET', `${EXPERIMENTS_PATH}/events`],
          ['GET', `${EXPERIMENTS_PATH}x`],
        ] as const) {
          const other = await fetch(`${origin}${url}`, { method })
          expect(other.status).toBe(405)
          if (method !== 'HEAD') expect(await other.text()).toBe(`next: ${method} ${url}`)
        }
      },
    )
    expect(answered).toEqual(['GET /api/experiments?path=/london'])
  })
})
