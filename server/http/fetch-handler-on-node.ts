import type { IncomingMessage, ServerResponse } from 'node:http'

export type NodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/**
 * A fetch-style handler (Request in, Response out) on Node's own request: the Request made from
 * the request line and headers (the routes served this way answer GETs: no body is read), the
 * Response written back as it came, its Set-Cookie lines kept apart.
 */
export function fetchHandlerOnNode(
  answer: (request: Request) => Promise<Response> | Response,
): NodeRequestHandler {
  return async (req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
    }
    const host = req.headers.host ?? 'localhost'
    // The method as sent, so the handler can refuse what it does not answer; never a body.
    const request = new Request(new URL(req.url ?? '/', `http://${host}`), {
      method: req.method,
      headers,
    })
    const response = await answer(request)
    const out: Record<string, string | string[]> = {}
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') out[name] = value
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length) out['set-cookie'] = cookies
    const body = Buffer.from(await response.arrayBuffer())
    out['content-length'] = String(body.length)
    res.writeHead(response.status, out)
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}
