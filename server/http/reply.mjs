// @ts-check
import { Readable } from 'node:stream'

/**
 * What the serving stages see and change of one response: its status, its headers and its body.
 * The Node adapter (node-adapter.mjs) makes one from what a handler (Next, yoga) wrote, the
 * stages pass it up the pipeline (serving-pipeline.mjs), and the adapter writes the result.
 *
 * A body is whole (a string or bytes: what a handler ended in one call, every cached page) or
 * streamed (a Readable of bytes: a page rendered per request, a CSV export). Stages that need
 * the text of a whole body read it with `bodyText`; those that rewrite a stream pipe it through
 * a transform. Nothing here touches Node's response.
 */

/** @typedef {string | Buffer | Readable | null} Body */
/** @typedef {string | string[] | number} HeaderValue */

/**
 * The request as the stages see it, and how a stage hands it to a handler of its own.
 * @typedef {object} ServedRequest
 * @property {import('node:http').IncomingMessage} req Node's request (the peer-address stage
 *   rewrites one of its headers; the others only read it)
 * @property {string} method
 * @property {string} url the path and query as sent
 * @property {string} pathname the path without its query
 * @property {(handler: NodeHandler) => Promise<Reply>} handle runs a Node-style handler (Next's,
 *   yoga's) and resolves with the reply it wrote
 */

/** @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown> | unknown} NodeHandler */

/**
 * One stage of the pipeline: it may answer the request itself, or ask the stages below
 * (`next`) and change their reply on its way out.
 * @typedef {object} Stage
 * @property {string} name
 * @property {(request: ServedRequest, next: () => Promise<Reply>) => Reply | Promise<Reply>} serve
 */

export class Reply {
  /** @type {number} */
  status
  /** The reason phrase; empty for the standard one. */
  statusMessage = ''
  /** @type {Map<string, HeaderValue>} lower-case names */
  headers
  /** @type {Body} */
  body
  /**
   * The text of every inline script our own stages wrote into an HTML body (the script
   * deferral's loader): the Content-Security-Policy vouches for these as well as the framework's.
   * @type {Set<string>}
   */
  ownScripts = new Set()

  /**
   * @param {number} status
   * @param {Iterable<[string, HeaderValue | undefined]> | Record<string, HeaderValue | undefined>} [headers]
   * @param {Body} [body]
   */
  constructor(status, headers = [], body = null) {
    this.status = status
    this.headers = new Map()
    const entries = Symbol.iterator in headers ? headers : Object.entries(headers)
    for (const [name, value] of /** @type {Iterable<[string, HeaderValue | undefined]>} */ (
      entries
    )) {
      if (value !== undefined) this.headers.set(name.toLowerCase(), value)
    }
    this.body = body
  }

  /** A header's value as one string ('' when absent). @param {string} name lower case */
  header(name) {
    const value = this.headers.get(name)
    if (value === undefined) return ''
    return Array.isArray(value) ? value.join(', ') : String(value)
  }

  /** The media type, lower case, without parameters ('text/html'). */
  get mediaType() {
    return (this.header('content-type').split(';', 1)[0] ?? '').trim().toLowerCase()
  }

  /** The content coding ('identity' when none). */
  get contentEncoding() {
    return this.header('content-encoding').trim().toLowerCase() || 'identity'
  }

  /** Whether the body is whole (a string, bytes or none) rather than streamed. */
  get isWhole() {
    return !(this.body instanceof Readable)
  }
}

/**
 * A whole body's text (UTF-8), or null for a streamed body. Strings are returned as they are, so
 * a cached page is the same string object on every request (the stages' caches key on it).
 * @param {Body} body
 */
export function bodyText(body) {
  if (body === null) return ''
  if (typeof body === 'string') return body
  if (Buffer.isBuffer(body)) return body.toString('utf8')
  return null
}

/**
 * Replaces a reply's body. A streamed body it drops is read to its end and discarded, so that
 * the handler writing it is never left waiting for room.
 * @param {Reply} reply
 * @param {Body} body
 */
export function replaceBody(reply, body) {
  if (reply.body instanceof Readable && reply.body !== body) discardStream(reply.body)
  reply.body = body
}

/** @param {Readable} stream */
export function discardStream(stream) {
  stream.on('error', () => {})
  stream.resume()
}

/**
 * Reads a streamed body, up to about `limit` bytes: the whole body (`rest` null), or, past the
 * limit, the bytes read so far and a stream of those still to come (`rest`). `text` is the bytes
 * read as UTF-8.
 * @param {Readable} stream
 * @param {number} limit
 * @returns {Promise<{ bytes: Buffer, text: string, rest: Readable | null }>}
 */
export async function readStream(stream, limit) {
  const chunks = stream[Symbol.asyncIterator]()
  /** @type {Buffer[]} */
  const held = []
  let length = 0
  let rest = null
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value)
    held.push(chunk)
    length += chunk.length
    if (length > limit) {
      rest = Readable.from({ [Symbol.asyncIterator]: () => chunks }, { objectMode: false })
      break
    }
  }
  const bytes = held.length === 1 ? /** @type {Buffer} */ (held[0]) : Buffer.concat(held)
  return { bytes, text: bytes.toString('utf8'), rest }
}

/**
 * A stream of `head`, then the rest of `rest`.
 * @param {Buffer} head
 * @param {Readable} rest
 */
export function prependBytes(head, rest) {
  return Readable.from(
    (async function* () {
      yield head
      yield* rest
    })(),
    { objectMode: false },
  )
}
