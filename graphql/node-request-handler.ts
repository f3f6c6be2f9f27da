import type { IncomingMessage, ServerResponse } from 'node:http'
import * as nodeFetch from '@whatwg-node/node-fetch'
import { isDraftModeRequest } from '@/lib/preview/draft-mode-cookie'
import { getDatabase } from '@/server/db'
import { hasLiveDeskSession } from '@/server/desk/draft-access'
import type { RateLimiter } from '@/server/security/rate-limit'
import { createMapSearchLane } from './map-search-lane'
import { schema } from './schema'
import { createMoveYoga, type MoveYogaOptions } from './yoga'

export type GraphqlNodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

export interface GraphqlNodeRequestHandlerOptions {
  previewModeId: string | undefined
  /** The map search's own lane (map-search-lane.ts); default on. Tests compare with it off. */
  mapSearchLane?: boolean
  /** Default: the process's limiter (tests pass their own). */
  limiter?: RateLimiter
  /** Told of each request the map search lane answered (tests). */
  onLaneAnswer?: () => void
}

/**
 * POST /graphql answered on the production server's own Node request, without Next's router
 * and route-handler runtime, which cost most of a map search's time under load (bench:load;
 * docs/decisions/0012-graphql-node-lane.md). The same server as app/graphql/route.ts (createMoveYoga:
 * limits, CSRF, errors), with preview decided as pages decide it: draft mode (from the build's
 * preview id) and a live desk session (server/desk/draft-access.ts). The map's pin search takes
 * a lane of its own in front of yoga (map-search-lane.ts).
 */
export function createGraphqlNodeRequestHandler(
  options: GraphqlNodeRequestHandlerOptions,
): GraphqlNodeRequestHandler {
  const db = async () => (await getDatabase()).db
  const yoga = createMoveYoga({
    db,
    isPreview: async (request) => {
      const cookies = request.headers.get('cookie')
      return isDraftModeRequest(cookies, options.previewModeId) && hasLiveDeskSession(cookies)
    },
    // Lazy bodies on Node's streams, where the platform's Request copied each body into web
    // streams with an AbortController (a fifth of a search's time under load).
    // (Typed as its own classes, which implement the Fetch API's.)
    fetchAPI: nodeFetch as unknown as MoveYogaOptions['fetchAPI'],
    ...(options.limiter ? { requestBudget: { limiter: options.limiter } } : {}),
  })
  const lane =
    options.mapSearchLane === false
      ? null
      : createMapSearchLane({
          yoga,
          schema,
          db,
          previewModeId: options.previewModeId,
          limiter: options.limiter,
        })
  // Sends the response itself, and resolves once it has been written.
  return async (req, res) => {
    if (!lane?.reads(req)) {
      await yoga.requestListener(req, res)
      return
    }
    let body: Buffer
    try {
      body = await readBody(req)
    } catch {
      // The client went away mid-body: there is no one to answer.
      res.destroy()
      return
    }
    if (await lane.answer(req, res, body)) {
      options.onLaneAnswer?.()
      return
    }
    await answerWithYoga(yoga, req, res, body)
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
    req.on('aborted', () => reject(new Error('aborted')))
  })
}

/** yoga's answer to a request whose body the lane has already read. */
async function answerWithYoga(
  yoga: ReturnType<typeof createMoveYoga>,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
) {
  const headers: Array<[string, string]> = []
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.push([name, Array.isArray(value) ? value.join(', ') : value])
  }
  const response = await yoga.fetch(
    `http://${req.headers.host ?? 'localhost'}${req.url ?? '/graphql'}`,
    { method: req.method, headers, body },
    { req, res },
  )
  const bytes = Buffer.from(await response.arrayBuffer())
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.statusCode = response.status
  res.end(bytes)
}
