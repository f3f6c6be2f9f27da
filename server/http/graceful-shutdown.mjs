// @ts-check
/**
 * Graceful shutdown for the HTTP server (server/http/serve.mjs).
 *
 * On SIGTERM or SIGINT: answer every request from then on with `Connection: close`, stop
 * listening once connections have stopped coming (QUIET_BEFORE_CLOSE_MS, at most
 * LISTEN_AFTER_SIGNAL_MAX_MS: a balancer that took the instance out of rotation sends none, and
 * the ones already queued are served rather than reset), close idle keep-alive connections and,
 * after UNSENT_REQUEST_GRACE_MS, connections that never sent a request (a browser's preconnect,
 * which Node counts as neither idle nor busy), let the requests in flight finish for up to
 * DRAIN_LIMIT_MS, then close the app and the database (PGlite closes its folder and releases its
 * lock; PostgreSQL's pool ends) and exit 0. When the limit passes first, or a second signal
 * comes, the remaining connections are cut and the process exits 1 at once: the database is left
 * to the process's exit (PGlite loses nothing to a killed process, and the folder's lock is
 * removed on exit).
 *
 * `npm start` forwards the signals it gets to this process, while a terminal's Ctrl-C (and a
 * service manager stopping a whole process group) delivers the same signal here directly as
 * well: a repeat within SAME_SIGNAL_WINDOW_MS is that same request, not a second one.
 */

/** How long in-flight requests may take to finish once shutdown starts. */
export const DRAIN_LIMIT_MS = 10_000
/** Repeats of a signal this soon after the first are one request delivered twice. */
export const SAME_SIGNAL_WINDOW_MS = 1_000
/**
 * The server stops listening once no connection has come for this long and every connection it
 * took has sent its request. Closing a listener resets the connections the kernel has queued
 * for it but the (busy) event loop has not accepted yet: behind a balancer that has just taken
 * the instance out of rotation, those are requests already on their way.
 */
export const QUIET_BEFORE_CLOSE_MS = 100
/** However busy it stays, it stops listening this long after the signal. */
export const LISTEN_AFTER_SIGNAL_MAX_MS = 2_000
/**
 * A connection that has sent nothing this long after it was taken will send nothing: once the
 * server no longer listens, it is closed rather than waited for until the drain limit.
 */
export const UNSENT_REQUEST_GRACE_MS = 1_000

/**
 * @param {import('node:http').Server} server
 * @param {{
 *   close: () => Promise<void>,
 *   drainLimitMs?: number,
 *   log?: (message: string) => void,
 *   exit?: (code: number) => void,
 * }} options `close` closes the app and the database once requests have drained.
 */
export function shutDownGracefullyOnSignals(server, options) {
  const drainLimitMs = options.drainLimitMs ?? DRAIN_LIMIT_MS
  const log = options.log ?? ((message) => console.log(message))
  const exit = options.exit ?? ((code) => process.exit(code))
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set()
  /** @type {number | undefined} */
  let startedAt
  let lastConnectionAt = 0
  /** Connections taken that have not sent a request yet, and when each was taken. */
  /** @type {Map<import('node:net').Socket, number>} */
  const waiting = new Map()

  server.on('connection', (/** @type {import('node:net').Socket} */ socket) => {
    lastConnectionAt = Date.now()
    waiting.set(socket, lastConnectionAt)
    socket.once('close', () => waiting.delete(socket))
  })
  server.on('request', (req, res) => {
    waiting.delete(req.socket)
    inFlight.add(res)
    res.on('close', () => {
      inFlight.delete(res)
      // Its connection, kept alive before shutdown began, is idle now: close it.
      if (startedAt !== undefined) setImmediate(() => server.closeIdleConnections())
    })
    // A request that came on a kept-alive connection during shutdown is served, then the
    // connection closes.
    if (startedAt !== undefined) res.shouldKeepAlive = false
  })

  /** @param {number} code @param {string} message */
  const forceExit = (code, message) => {
    log(message)
    server.closeAllConnections()
    exit(code)
  }

  /** @param {NodeJS.Signals} signal */
  const onSignal = (signal) => {
    if (startedAt !== undefined) {
      if (Date.now() - startedAt < SAME_SIGNAL_WINDOW_MS) return
      forceExit(1, `${signal} again: stopping now, ${inFlight.size} request(s) cut off.`)
      return
    }
    startedAt = Date.now()
    log(`${signal}: finishing ${inFlight.size} request(s) in flight, then stopping.`)
    for (const res of inFlight) res.shouldKeepAlive = false
    const limit = setTimeout(() => {
      forceExit(1, `Requests still in flight after ${drainLimitMs / 1000} s: stopping now.`)
    }, drainLimitMs)
    limit.unref()
    /*
     * Keeps taking connections (each served with Connection: close) until none has come for
     * QUIET_BEFORE_CLOSE_MS and each has sent its request, then lets one more turn of the event
     * loop accept what the kernel queued meanwhile, and only then stops listening.
     */
    const closeWhenQuiet = () => {
      const now = Date.now()
      const sending = [...waiting].some(
        ([socket, takenAt]) => socket.bytesRead > 0 || now - takenAt < UNSENT_REQUEST_GRACE_MS,
      )
      const quiet = now - lastConnectionAt >= QUIET_BEFORE_CLOSE_MS && !sending
      if (!quiet && now - /** @type {number} */ (startedAt) < LISTEN_AFTER_SIGNAL_MAX_MS) {
        setTimeout(closeWhenQuiet, QUIET_BEFORE_CLOSE_MS).unref()
        return
      }
      setImmediate(() => setImmediate(closeListener))
    }
    const closeListener = () => {
      server.close(() => {
        clearTimeout(limit)
        options.close().then(
          () => {
            log('Stopped cleanly.')
            exit(0)
          },
          (/** @type {unknown} */ error) => {
            log(`Could not close cleanly: ${error instanceof Error ? error.message : error}`)
            exit(1)
          },
        )
      })
      server.closeIdleConnections()
      closeUnsentWhenLate()
    }
    /*
     * Checked after a turn's I/O (setImmediate), so that a request the kernel already holds for
     * a connection has been read before the connection counts as having sent nothing.
     */
    const closeUnsentWhenLate = () => {
      setImmediate(() => {
        const now = Date.now()
        for (const [socket, takenAt] of waiting) {
          if (socket.bytesRead === 0 && now - takenAt >= UNSENT_REQUEST_GRACE_MS) socket.destroy()
        }
        if (waiting.size > 0) setTimeout(closeUnsentWhenLate, QUIET_BEFORE_CLOSE_MS).unref()
      })
    }
    closeWhenQuiet()
  }

  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, onSignal)
}
