/**
 * @jest-environment node
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  heldBodyBytes,
  RECENT_BODY_BYTES_LIMIT,
  STRING_BODY_BUFFER_THRESHOLD,
  writeStringBodiesAsBuffers,
} from '@/server/http/string-bodies-as-buffers.mjs'

type Respond = (res: http.ServerResponse, done: () => void) => void

/** Serves one response through the wrapper on a loopback port; resolves with the bytes sent. */
async function serve(respond: Respond): Promise<{ body: Buffer; callbacks: number }> {
  let callbacks = 0
  const server = http.createServer((_req, res) => {
    writeStringBodiesAsBuffers(res)
    respond(res, () => {
      callbacks += 1
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${port}/`)
    const body = Buffer.from(await response.arrayBuffer())
    return { body, callbacks }
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}

const large = (seed: string) =>
  `<p>£5 a week — ${seed} 🧘</p>`.repeat(Math.ceil(STRING_BODY_BUFFER_THRESHOLD / 20) + 1)
const LARGE = large('yoga')
const SMALL = '<p>£1 taster</p>'

describe('writeStringBodiesAsBuffers', () => {
  it.each<[string, Respond, Buffer]>([
    ['a large string to end()', (res) => res.end(LARGE), Buffer.from(LARGE)],
    ['a small string to end()', (res) => res.end(SMALL), Buffer.from(SMALL)],
    [
      'write() then end(), both large',
      (res) => {
        res.write(LARGE)
        res.end(large('swim'))
      },
      Buffer.concat([Buffer.from(LARGE), Buffer.from(large('swim'))]),
    ],
    [
      'a large string with its encoding',
      (res) => res.end(LARGE, 'latin1'),
      Buffer.from(LARGE, 'latin1'),
    ],
    [
      'a large base64 string (decoded by Node as usual)',
      (res) => res.end(Buffer.from(LARGE).toString('base64'), 'base64'),
      Buffer.from(LARGE),
    ],
    ['a Buffer, untouched', (res) => res.end(Buffer.from(LARGE)), Buffer.from(LARGE)],
    ['no body', (res) => res.end(), Buffer.alloc(0)],
  ])('sends the same bytes for %s', async (_name, respond, expected) => {
    const { body } = await serve(respond)
    expect(body.equals(expected)).toBe(true)
  })

  it('keeps the callbacks, whether passed after an encoding or on their own', async () => {
    const { body, callbacks } = await serve((res, done) => {
      res.write(LARGE, done)
      res.write(LARGE, 'utf8', done)
      res.end(LARGE, done)
    })
    expect(body.equals(Buffer.from(LARGE.repeat(3)))).toBe(true)
    expect(callbacks).toBe(3)
  })

  it('sends each text its own bytes when texts of one length follow each other', async () => {
    const first = large('aaaa')
    const second = large('bbbb')
    expect(second.length).toBe(first.length)
    expect((await serve((res) => res.end(first))).body.toString()).toBe(first)
    expect((await serve((res) => res.end(second))).body.toString()).toBe(second)
    expect((await serve((res) => res.end(first))).body.toString()).toBe(first)
  })

  it('holds at most its limit of recent bodies, counting their texts too', async () => {
    const megabyte = 1024 * 1024
    // Each entry holds a megabyte of bytes and its text at two bytes a character: 3 MB.
    const entry = 3 * megabyte
    const count = Math.ceil(RECENT_BODY_BYTES_LIMIT / entry) + 4
    for (let i = 0; i < count; i += 1) {
      const text = `${i}`.padEnd(megabyte, '.')
      await serve((res) => res.end(text))
      expect(heldBodyBytes()).toBeLessThanOrEqual(RECENT_BODY_BYTES_LIMIT)
    }
    expect(heldBodyBytes()).toBeGreaterThan(RECENT_BODY_BYTES_LIMIT - entry)
    expect(heldBodyBytes() % entry).toBe(0)
  })
})
