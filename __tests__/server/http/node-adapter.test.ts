/**
 * @jest-environment node
 */
import http from 'node:http'
import { Readable } from 'node:stream'
import { composeStages } from '@/server/http/node-adapter.mjs'
import { bodyText, Reply, type Stage } from '@/server/http/reply.mjs'
import { requestRaw } from '../../helpers/raw-http'
import { withPipeline, type Respond } from '../../helpers/pipeline-server'

/** A stage that records what it saw of the reply below it, and passes it on. */
function recorder(seen: Array<{ status: number; whole: boolean; text: string | null }>): Stage {
  return {
    name: 'recorder',
    async serve(_request, next) {
      const reply = await next()
      seen.push({ status: reply.status, whole: reply.isWhole, text: bodyText(reply.body) })
      return reply
    },
  }
}

describe('the Node adapter', () => {
  it('turns a body ended in one call into a whole reply, sent with its length and headers', async () => {
    const seen: Parameters<typeof recorder>[0] = []
    const respond: Respond = (_req, res) => {
      res.statusCode = 201
      res.setHeader('X-Kind', 'page')
      res.end('£5 a week')
    }
    await withPipeline([recorder(seen)], respond, async (origin) => {
      const answer = await requestRaw(origin)
      expect(answer.status).toBe(201)
      expect(answer.headers['x-kind']).toBe('page')
      expect(answer.headers['content-length']).toBe(String(Buffer.byteLength('£5 a week')))
      expect(answer.text).toBe('£5 a week')
    })
    expect(seen).toEqual([{ status: 201, whole: true, text: '£5 a week' }])
  })

  it.each<[string, Respond]>([
    [
      'written, then ended (as yoga writes)',
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('{"data":')
        res.end('{}}')
      },
    ],
    [
      'headers flushed, then pieces within one turn (as Next pipes a ready Response)',
      async (_req, res) => {
        res.flushHeaders()
        res.write(Buffer.from('{"data":'))
        await Promise.resolve()
        res.write('{}')
        await Promise.resolve()
        res.end('}')
      },
    ],
  ])('takes a body %s as whole', async (_name, respond) => {
    const seen: Parameters<typeof recorder>[0] = []
    await withPipeline([recorder(seen)], respond, async (origin) => {
      const answer = await requestRaw(origin)
      expect(answer.text).toBe('{"data":{}}')
      expect(answer.headers['content-length']).toBe('11')
    })
    expect(seen).toEqual([{ status: 200, whole: true, text: '{"data":{}}' }])
  })

  it.each<[string, (res: http.ServerResponse) => void]>([
    ['an object', (res) => res.writeHead(404, { 'X-A': '1', 'Content-Type': 'text/plain' })],
    ['raw pairs', (res) => res.writeHead(404, ['X-A', '1', 'Content-Type', 'text/plain'])],
    [
      'nested pairs',
      (res) =>
        res.writeHead(404, [
          ['X-A', '1'],
          ['Content-Type', 'text/plain'],
        ]),
    ],
  ])('takes the status and headers writeHead is given as %s', async (_name, writeHead) => {
    await withPipeline(
      [],
      (_req, res) => {
        writeHead(res)
        res.end('gone')
      },
      async (origin) => {
        const answer = await requestRaw(origin)
        expect(answer.status).toBe(404)
        expect(answer.headers['x-a']).toBe('1')
        expect(answer.headers['content-type']).toBe('text/plain')
        expect(answer.text).toBe('gone')
      },
    )
  })

  it("sends the standard reason phrase for an empty one (yoga's), and a handler's own otherwise", async () => {
    let reason = ''
    await withPipeline(
      [],
      (_req, res) => {
        res.writeHead(400, reason, { 'content-type': 'application/json' })
        res.end('{}')
      },
      async (origin) => {
        expect((await fetch(origin)).statusText).toBe('Bad Request')
        reason = 'Nope'
        expect((await fetch(origin)).statusText).toBe('Nope')
      },
    )
  })

  it('streams a body written in pieces: the stages see a stream, the client gets the pieces as they come', async () => {
    const seen: Parameters<typeof recorder>[0] = []
    let clientHadFirstPiece: (value: boolean) => void = () => {}
    const firstPiece = new Promise<boolean>((resolve) => {
      clientHadFirstPiece = resolve
      setTimeout(() => resolve(false), 5_000).unref()
    })
    let firstBeforeEnd = false
    const respond: Respond = async (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.flushHeaders()
      res.write('<p>shell</p>')
      firstBeforeEnd = await firstPiece
      res.end('<p>rest</p>')
    }
    await withPipeline([recorder(seen)], respond, async (origin) => {
      const text = await new Promise<string>((resolve, reject) => {
        http
          .get(origin, (response) => {
            expect(response.headers['transfer-encoding']).toBe('chunked')
            let body = ''
            response.setEncoding('utf8')
            response.on('data', (piece: string) => {
              body += piece
              clientHadFirstPiece(true)
            })
            response.on('end', () => resolve(body))
          })
          .on('error', reject)
      })
      expect(text).toBe('<p>shell</p><p>rest</p>')
    })
    expect(firstBeforeEnd).toBe(true)
    expect(seen).toEqual([{ status: 200, whole: false, text: null }])
  })

  it('holds a fast handler back while a slow client reads a long stream, and loses nothing', async () => {
    const piece = Buffer.alloc(64 * 1024, 'a')
    const pieces = 200 // 12.5 MiB
    let waited = 0
    const respond: Respond = async (_req, res) => {
      res.setHeader('Content-Type', 'text/plain')
      for (let i = 0; i < pieces; i += 1) {
        if (!res.write(piece)) {
          waited += 1
          await new Promise((resolve) => res.once('drain', resolve))
        }
      }
      res.end()
    }
    await withPipeline([], respond, async (origin) => {
      const received = await new Promise<number>((resolve, reject) => {
        http
          .get(origin, (response) => {
            let bytes = 0
            response.on('data', (chunk: Buffer) => {
              bytes += chunk.length
              // A slow reader.
              response.pause()
              setTimeout(() => response.resume(), 1)
            })
            response.on('end', () => resolve(bytes))
          })
          .on('error', reject)
      })
      expect(received).toBe(piece.length * pieces)
    })
    expect(waited).toBeGreaterThan(0)
  })

  it('answers HEAD without a body, and a 204 or 304 without a length', async () => {
    let status = 200
    await withPipeline(
      [],
      (_req, res) => {
        res.statusCode = status
        res.end(status === 200 ? 'body' : undefined)
      },
      async (origin) => {
        const head = await requestRaw(origin, {}, 'HEAD')
        expect(head.status).toBe(200)
        expect(head.raw.length).toBe(0)
        for (status of [204, 304]) {
          const answer = await requestRaw(origin)
          expect(answer.status).toBe(status)
          expect(answer.headers['content-length']).toBeUndefined()
        }
      },
    )
  })

  it("calls end()'s callback once the reply has gone out", async () => {
    let called = 0
    await withPipeline(
      [],
      (_req, res) => {
        res.end('done', () => {
          called += 1
        })
      },
      async (origin) => {
        expect((await requestRaw(origin)).text).toBe('done')
      },
    )
    expect(called).toBe(1)
  })

  it('answers 500 with no detail when a handler fails before it writes', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await withPipeline(
        [],
        async () => {
          throw new Error('secret detail')
        },
        async (origin) => {
          const answer = await requestRaw(origin)
          expect(answer.status).toBe(500)
          expect(answer.text).toBe('Internal Server Error')
        },
      )
    } finally {
      error.mockRestore()
    }
  })

  it('lets a stage answer by itself: the stages below it and the handler never run', async () => {
    let handled = 0
    const answering: Stage = {
      name: 'answering',
      serve: () => new Reply(200, { 'content-type': 'text/plain' }, 'from the stage'),
    }
    const seen: Parameters<typeof recorder>[0] = []
    await withPipeline(
      [answering, recorder(seen)],
      (_req, res) => {
        handled += 1
        res.end('from the handler')
      },
      async (origin) => {
        expect((await requestRaw(origin)).text).toBe('from the stage')
      },
    )
    expect(handled).toBe(0)
    expect(seen).toEqual([])
  })
})

describe('composeStages', () => {
  it('runs the stages in order on the way in, and back up in reverse', async () => {
    const trail: string[] = []
    const stage = (name: string): Stage => ({
      name,
      async serve(_request, next) {
        trail.push(`in ${name}`)
        const reply = await next()
        trail.push(`out ${name}`)
        return reply
      },
    })
    const run = composeStages([stage('a'), stage('b'), stage('c')])
    const request = {
      req: {} as http.IncomingMessage,
      method: 'GET',
      url: '/',
      pathname: '/',
      handle: async () => new Reply(200),
    }
    const reply = await run(request, async () => {
      trail.push('handler')
      return new Reply(200, [], Readable.from([]))
    })
    expect(reply.isWhole).toBe(false)
    expect(trail).toEqual(['in a', 'in b', 'in c', 'handler', 'out c', 'out b', 'out a'])
  })
})
