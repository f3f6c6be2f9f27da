/**
 * @jest-environment node
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import {
  graphqlLaneStage,
  headersForPath,
  loadGraphqlLane,
} from '@/server/http/stages/graphql-lane.mjs'
import { registry } from '@/server/process-registry.mjs'
import { wholePage, withPipeline } from '../../../helpers/pipeline-server'

/** A stand-in for the route Next answers when the lane does not. */
const THE_ROUTE = wholePage('the route', { 'content-type': 'text/plain' })

/** The regexes Next writes to routes-manifest.json for '/:path*' and '/marketing/:path*'. */
const EVERY_PATH = '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$'
const MARKETING = '^/marketing(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$'
const rule = (regex: string, headers: Record<string, string>, extra: object = {}) => ({
  source: regex,
  regex,
  headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  ...extra,
})

describe('headersForPath', () => {
  it.each([
    [
      'a rule for every path applies',
      [rule(EVERY_PATH, { 'X-Frame-Options': 'DENY' })],
      [{ key: 'X-Frame-Options', value: 'DENY' }],
    ],
    [
      "another path's rule does not",
      [
        rule(EVERY_PATH, { 'X-Frame-Options': 'DENY' }),
        rule(MARKETING, { 'Cache-Control': 'no-store' }),
      ],
      [{ key: 'X-Frame-Options', value: 'DENY' }],
    ],
    [
      'a later rule wins for the same header, whatever its case',
      [
        rule(EVERY_PATH, { 'X-Frame-Options': 'DENY' }),
        rule(EVERY_PATH, { 'x-frame-options': 'SAMEORIGIN' }),
      ],
      [{ key: 'x-frame-options', value: 'SAMEORIGIN' }],
    ],
    [
      'a matching rule with conditions: the lane cannot apply it',
      [rule(EVERY_PATH, { A: '1' }, { has: [{ type: 'header', key: 'x-b' }] })],
      null,
    ],
    [
      "a non-matching rule's conditions do not matter",
      [rule(MARKETING, { A: '1' }, { missing: [{ type: 'cookie', key: 'c' }] })],
      [],
    ],
  ])('%s', (_name, rules, expected) => {
    expect(headersForPath(rules, '/graphql')).toEqual(expected)
  })
})

describe('the GraphQL lane', () => {
  let distDir: string
  beforeEach(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'graphql-lane-'))
    await writeFile(
      path.join(distDir, 'prerender-manifest.json'),
      JSON.stringify({ preview: { previewModeId: 'the-preview-id' } }),
    )
    await writeFile(
      path.join(distDir, 'routes-manifest.json'),
      JSON.stringify({ headers: [rule(EVERY_PATH, { 'X-Content-Type-Options': 'nosniff' })] }),
    )
  })
  afterEach(async () => {
    registry.graphqlNodeHandler = undefined
    await rm(distDir, { recursive: true, force: true })
  })

  it('leaves /graphql to the route until the app registers its handler, then takes it', async () => {
    // The listener is made before Next runs instrumentation's register(): the lane must find the
    // handler when requests come, not only when the server starts.
    const lane = await loadGraphqlLane(distDir)
    await withPipeline([graphqlLaneStage(lane)], THE_ROUTE, async (origin) => {
      expect(await (await fetch(`${origin}/graphql`, { method: 'POST' })).text()).toBe('the route')
      registry.graphqlNodeHandler = () => async (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('{"data":{}}')
      }
      expect(await (await fetch(`${origin}/graphql`, { method: 'POST' })).text()).toBe(
        '{"data":{}}',
      )
    })
  })

  it("answers /graphql only, with the build's preview id, headers and reason phrases", async () => {
    const previewIds: Array<string | undefined> = []
    const answered: string[] = []
    registry.graphqlNodeHandler = ({ previewModeId }) => {
      previewIds.push(previewModeId)
      // As yoga's Node adapter writes: an empty reason phrase.
      return async (req: http.IncomingMessage, res: http.ServerResponse) => {
        answered.push(`${req.method} ${req.url}`)
        res.writeHead(403, '', { 'content-type': 'application/json' })
        res.end('{"errors":[]}')
      }
    }
    const lane = await loadGraphqlLane(distDir)

    await withPipeline([graphqlLaneStage(lane)], THE_ROUTE, async (origin) => {
      const post = await fetch(`${origin}/graphql?x=1`, { method: 'POST', body: '{}' })
      expect(post.status).toBe(403)
      expect(post.statusText).toBe('Forbidden')
      expect(post.headers.get('x-content-type-options')).toBe('nosniff')
      expect(post.headers.get('content-type')).toBe('application/json')
      expect(await post.text()).toBe('{"errors":[]}')
      expect((await fetch(`${origin}/graphql?query=%7Bx%7D`)).status).toBe(403)

      for (const [method, url] of [
        ['POST', '/graphql/'],
        ['POST', '/graphqlx'],
        ['POST', '/api/graphql'],
      ] as const) {
        const other = await fetch(`${origin}${url}`, { method })
        expect(await other.text()).toBe('the route')
      }
    })
    expect(answered).toEqual(['POST /graphql?x=1', 'GET /graphql?query=%7Bx%7D'])
    // Made once, with the build's preview id, when the first request came.
    expect(previewIds).toEqual(['the-preview-id'])
  })
})
