import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

/** An answer as it came over the wire, and its body decoded by its Content-Encoding. */
export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  /** The bytes as sent, before any decoding. */
  raw: Buffer
  decoded: Buffer
  /** The decoded body as UTF-8 text. */
  text: string
}

/** Runs `run` against an HTTP server on a free loopback port, closed afterwards. */
export async function withHttpServer(
  listener: http.RequestListener,
  run: (origin: string) => Promise<void>,
) {
  const server = http.createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    await run(`http://127.0.0.1:${port}`)
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}

/** One request with node:http, which (unlike fetch) leaves the body as it was sent. */
export function requestRaw(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        const coding = response.headers['content-encoding']
        // A HEAD answer has the coding's headers but no bytes to decode.
        const decoded =
          raw.length === 0
            ? raw
            : coding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : coding === 'gzip'
                ? zlib.gunzipSync(raw)
                : raw
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          raw,
          decoded,
          text: decoded.toString('utf8'),
        })
      })
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}
