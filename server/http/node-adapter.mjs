// @ts-check
import { STATUS_CODES } from 'node:http'
import { PassThrough, Readable } from 'node:stream'
import { Reply } from './reply.mjs'

/**
 * The one adapter between Node's HTTP response and the serving stages, and the only code that
 * replaces a response's methods. A handler (Next's, yoga's) writes to the response as usual;
 * the adapter turns what it writes into a Reply (status, headers, body) as soon as the body
 * begins, runs the stages over it, and writes the reply they return.
 *
 * - A body the handler ends within the turn of the event loop it began in (every cached page,
 *   a GraphQL answer) is one whole string or bytes.
 * - A body still open at the next turn (a page rendered per request, a CSV export) is a
 *   stream, which the handler fills as the stages and then the socket take it: `write` returns
 *   false while STREAM_HIGH_WATER_MARK bytes wait, and the response emits 'drain' once they
 *   are taken, as Node's own response does.
 * Whole bodies go out with their Content-Length, streamed ones chunked, with the standard reason
 * phrase unless a handler gave its own.
 */

/** The bytes a streamed body holds ahead of the stages before the handler is asked to wait. */
export const STREAM_HIGH_WATER_MARK = 64 * 1024

/** Statuses that never carry a body. */
const BODILESS_STATUSES = new Set([204, 304])

/** @typedef {import('./reply.mjs').Stage} Stage */
/** @typedef {import('./reply.mjs').ServedRequest} ServedRequest */
/** @typedef {import('./reply.mjs').NodeHandler} NodeHandler */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * Runs `stages` in order around `last`: each stage's `next` is the stages after it.
 * @param {readonly Stage[]} stages
 * @returns {(request: ServedRequest, last: () => Promise<Reply>) => Promise<Reply>}
 */
export function composeStages(stages) {
  return (request, last) => {
    /** @param {number} index @returns {Promise<Reply>} */
    const at = async (index) => {
      const stage = stages[index]
      return stage ? stage.serve(request, () => at(index + 1)) : last()
    }
    return at(0)
  }
}

/**
 * A Node request listener that answers every request through `stages`, then `handler`.
 * @param {readonly Stage[]} stages
 * @param {NodeHandler} handler the innermost handler (Next's)
 * @returns {(req: IncomingMessage, res: ServerResponse) => void}
 */
export function pipelineListener(stages, handler) {
  const run = composeStages(stages)
  return (req, res) => {
    const wire = wireOf(res)
    const request = servedRequest(req, res)
    run(request, () => request.handle(handler)).then(
      (reply) => send(req, res, wire, reply),
      (/** @type {unknown} */ error) => answerFailure(res, wire, error),
    )
  }
}

/**
 * Node's own methods of a response, for the adapter to write with once it has replaced them.
 * @typedef {{ writeHead: ServerResponse['writeHead'], write: ServerResponse['write'], end: ServerResponse['end'] }} Wire
 * @param {ServerResponse} res
 * @returns {Wire}
 */
function wireOf(res) {
  return { writeHead: res.writeHead, write: res.write, end: res.end }
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {ServedRequest}
 */
export function servedRequest(req, res) {
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  return {
    req,
    method: req.method ?? 'GET',
    url,
    pathname: query === -1 ? url : url.slice(0, query),
    handle: (handler) => captureReply(handler, req, res),
  }
}

/**
 * Runs a handler with the response's methods replaced, and resolves with the reply it writes,
 * once its body begins.
 *
 * Many handlers write a whole body in pieces within one turn of the event loop (yoga writes its
 * JSON, then ends; Next pipes a route handler's ready Response): what they write before the
 * next turn is held, and if they end meanwhile the body is whole. Only a body still open at the
 * next turn (or past STREAM_HIGH_WATER_MARK held) is a stream.
 * @param {NodeHandler} handler
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {Promise<Reply>}
 */
function captureReply(handler, req, res) {
  return new Promise((resolve, reject) => {
    let settled = false
    let statusMessage = ''
    /** @type {PassThrough | undefined} */
    let stream
    /** @type {Array<string | Buffer>} what was written before the body's shape was known */
    let held = []
    let heldBytes = 0
    /** @type {NodeJS.Immediate | undefined} */
    let deciding

    /** @param {import('./reply.mjs').Body} body */
    const settle = (body) => {
      if (settled) return
      settled = true
      clearImmediate(deciding)
      const reply = new Reply(res.statusCode, Object.entries(res.getHeaders()), body)
      reply.statusMessage = statusMessage || res.statusMessage || ''
      resolve(reply)
    }
    const streamed = () => {
      if (!stream) {
        stream = new PassThrough({ highWaterMark: STREAM_HIGH_WATER_MARK })
        stream.on('drain', () => res.emit('drain'))
        for (const piece of held) stream.write(piece)
        held = []
        settle(stream)
      }
      return stream
    }
    const decideNextTurn = () => {
      deciding ??= setImmediate(() => {
        if (!settled) streamed()
      })
    }

    const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (res))
    target.writeHead = (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) => {
      res.statusCode = status
      for (const value of rest) {
        if (typeof value === 'string') statusMessage = value
        else if (value && typeof value === 'object') setHeaders(res, value)
      }
      return res
    }
    target.flushHeaders = decideNextTurn
    target.write = (/** @type {unknown[]} */ ...args) => {
      if (stream) return Reflect.apply(PassThrough.prototype.write, stream, args)
      if (settled) return true
      const [chunk, encoding] = args
      const done = args.find((arg) => typeof arg === 'function')
      const piece = wholeBody(chunk, encoding)
      if (piece !== null) {
        held.push(piece)
        heldBytes += Buffer.byteLength(piece)
      }
      if (done) process.nextTick(/** @type {() => void} */ (done))
      if (heldBytes > STREAM_HIGH_WATER_MARK) return streamed().writableNeedDrain === false
      decideNextTurn()
      return true
    }
    target.end = (/** @type {unknown[]} */ ...args) => {
      const done = args.find((arg) => typeof arg === 'function')
      if (done) res.once('finish', /** @type {() => void} */ (done))
      const [chunk, encoding] = args
      const last = wholeBody(typeof chunk === 'function' ? undefined : chunk, encoding)
      if (stream) {
        if (!stream.writableEnded) {
          if (last === null) stream.end()
          else stream.end(last)
        }
      } else if (!settled) {
        if (last !== null) held.push(last)
        settle(joined(held))
        held = []
      }
      return res
    }

    res.once('close', () => {
      if (!settled) reject(new ResponseClosedError())
    })
    Promise.resolve()
      .then(() => handler(req, res))
      .catch((/** @type {unknown} */ error) => {
        if (!settled) reject(error)
        else {
          console.error(error)
          stream?.destroy(error instanceof Error ? error : new Error(String(error)))
        }
      })
  })
}

/**
 * Pieces written in one turn as one whole body: a string when they are all text.
 * @param {Array<string | Buffer>} pieces
 * @returns {string | Buffer | null}
 */
function joined(pieces) {
  if (pieces.length === 0) return null
  if (pieces.length === 1) return /** @type {string | Buffer} */ (pieces[0])
  if (pieces.every((piece) => typeof piece === 'string')) return pieces.join('')
  return Buffer.concat(
    pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)),
  )
}

/** The client went away before the handler wrote anything. */
class ResponseClosedError extends Error {}

/**
 * @param {unknown} data
 * @param {unknown} encoding
 * @returns {string | Buffer | null}
 */
function wholeBody(data, encoding) {
  if (data === undefined || data === null) return null
  if (typeof data === 'string') {
    return typeof encoding === 'string' && !/^utf-?8$/i.test(encoding)
      ? Buffer.from(data, /** @type {BufferEncoding} */ (encoding))
      : data
  }
  if (Buffer.isBuffer(data)) return data
  if (data instanceof Uint8Array) return Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  return Buffer.from(String(data))
}

/**
 * writeHead's headers: an object, raw [name, value, name, value] or [[name, value]] pairs.
 * @param {ServerResponse} res
 * @param {object} headers
 */
function setHeaders(res, headers) {
  if (Array.isArray(headers)) {
    const flat = headers.flat()
    for (let i = 0; i + 1 < flat.length; i += 2) res.setHeader(String(flat[i]), flat[i + 1])
    return
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) res.setHeader(name, value)
  }
}

/**
 * Writes the reply with Node's own methods.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Wire} wire
 * @param {Reply} reply
 */
function send(req, res, wire, reply) {
  const { body } = reply
  if (res.destroyed) {
    if (body instanceof Readable) body.destroy()
    return
  }
  for (const name of res.getHeaderNames()) if (!reply.headers.has(name)) res.removeHeader(name)
  for (const [name, value] of reply.headers) res.setHeader(name, value)
  const bodiless = BODILESS_STATUSES.has(reply.status)
  if (bodiless) res.removeHeader('content-length')
  const message = reply.statusMessage || STATUS_CODES[reply.status] || ''

  if (body instanceof Readable) {
    res.removeHeader('content-length')
    Reflect.apply(wire.writeHead, res, [reply.status, message])
    body.on('data', (/** @type {Buffer} */ chunk) => {
      if (!Reflect.apply(wire.write, res, [chunk])) body.pause()
    })
    res.on('drain', () => body.resume())
    body.once('end', () => Reflect.apply(wire.end, res, []))
    body.once('error', (error) => res.destroy(error))
    res.once('close', () => body.destroy())
    return
  }
  const withBody = body !== null && !bodiless && req.method !== 'HEAD'
  if (withBody) res.setHeader('content-length', Buffer.byteLength(body))
  Reflect.apply(wire.writeHead, res, [reply.status, message])
  Reflect.apply(wire.end, res, withBody ? [body] : [])
}

/**
 * A failure inside the pipeline itself (Next and yoga answer their own errors).
 * @param {ServerResponse} res
 * @param {Wire} wire
 * @param {unknown} error
 */
function answerFailure(res, wire, error) {
  if (error instanceof ResponseClosedError) return
  console.error(error)
  if (res.headersSent || res.destroyed) {
    res.destroy()
    return
  }
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  Reflect.apply(wire.writeHead, res, [500, { 'content-type': 'text/plain; charset=utf-8' }])
  Reflect.apply(wire.end, res, ['Internal Server Error'])
}
