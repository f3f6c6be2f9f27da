import type { IncomingMessage, ServerResponse } from 'node:http'
import { answerAssignments } from './assignments-handler'

export type AssignmentsNodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/**
 * GET /api/experiments on the production server's own Node request (its experiments lane,
 * server/http/stages/experiments-lane.mjs): the route's function, given a Request made from the
 * request line and headers (a GET has no body), its Response written back as it came.
 */
export function createAssignmentsNodeHandler(): AssignmentsNodeHandler {
  return async (req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
    }
    const host = req.headers.host ?? 'localhost'
    const request = new Request(new URL(req.url ?? '/', `http://${host}`), { headers })
    const response = await answerAssignments(request)
    const out: Record<string, string | string[]> = {}
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') out[name] = value
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length) out['set-cookie'] = cookies
    const body = Buffer.from(await response.arrayBuffer())
    out['content-length'] = String(body.length)
    res.writeHead(response.status, out)
    res.end(body)
  }
}
