import type http from 'node:http'
import { pipelineListener } from '@/server/http/node-adapter.mjs'
import type { Stage } from '@/server/http/reply.mjs'
import { withHttpServer } from './raw-http'

/** A stand-in for Next: writes to Node's response as a handler does. */
export type Respond = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>

/**
 * Runs `run` against an HTTP server that answers through `stages` and then `respond`, as the
 * serving pipeline answers through its stages and then Next (server/http/serving-pipeline.mjs).
 */
export function withPipeline(
  stages: Stage[],
  respond: Respond,
  run: (origin: string) => Promise<void>,
): Promise<void> {
  return withHttpServer(
    pipelineListener(stages, async (req, res) => respond(req, res)),
    run,
  )
}

/** A handler that answers a whole page in one call, as Next answers a cached page. */
export function wholePage(
  body: string,
  headers: Record<string, string> = {},
  status = 200,
): Respond {
  return (_req, res) => {
    res.statusCode = status
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    res.end(body)
  }
}

/** A handler that streams a page in pieces, as Next streams a page rendered per request. */
export function streamedPage(pieces: string[], headers: Record<string, string> = {}): Respond {
  return async (_req, res) => {
    res.statusCode = 200
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    res.flushHeaders()
    for (const piece of pieces) {
      res.write(piece)
      await new Promise((resolve) => setImmediate(resolve))
    }
    res.end()
  }
}
