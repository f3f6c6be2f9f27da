/**
 * A dedicated PostgreSQL connection that LISTENs for catalogue changes (migration 0012's
 * pg_notify). It never serves a request: a lost connection is retried with backoff, a silent one
 * (a frozen server, a dropped network) is found by a heartbeat with a timeout and replaced, and
 * after every (re)connection `onConnected` runs so the caller can catch up on what it missed.
 */
import type { Client, Notification } from 'pg'
import { reconnectDelayMs } from '@/lib/catalogue-freshness/catalogue-changes'
import { DATABASE_TIMEOUTS } from '@/server/db/timeouts'

/** The channel migration 0012 notifies on. */
export const CATALOGUE_CHANNEL = 'catalogue_version'
/** A quiet connection is checked this often; one that does not answer is replaced. */
export const HEARTBEAT_MS = 15_000

export interface VersionListenerOptions {
  databaseUrl: string
  onNotice(payload: string | undefined): void
  /** After each successful LISTEN (the first included): notices may have been missed. */
  onConnected(): void
}

export interface VersionListener {
  stop(): Promise<void>
}

export function startVersionListener(options: VersionListenerOptions): VersionListener {
  let client: Client | undefined
  let stopped = false
  let failures = 0
  let retry: ReturnType<typeof setTimeout> | undefined
  let heartbeat: ReturnType<typeof setInterval> | undefined

  const drop = (current: Client) => {
    if (client !== current) return
    client = undefined
    clearInterval(heartbeat)
    current.removeAllListeners('notification')
    current.end().catch(() => undefined)
    if (stopped) return
    const delay = reconnectDelayMs(failures)
    failures += 1
    retry = setTimeout(() => void connect(), delay)
    retry.unref()
  }

  async function connect() {
    if (stopped) return
    const { Client } = await import('pg')
    const current = new Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
      keepAlive: true,
      query_timeout: DATABASE_TIMEOUTS.queryMs,
      statement_timeout: DATABASE_TIMEOUTS.statementMs,
      application_name: 'move-catalogue-listener',
    })
    client = current
    current.on('error', (error) => {
      console.warn('Catalogue listener connection failed:', error.message)
      drop(current)
    })
    current.on('end', () => drop(current))
    current.on('notification', (message: Notification) => {
      if (message.channel === CATALOGUE_CHANNEL) options.onNotice(message.payload)
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${CATALOGUE_CHANNEL}`)
    } catch (error) {
      console.warn(
        'Catalogue listener could not listen; retrying:',
        error instanceof Error ? error.message : error,
      )
      drop(current)
      return
    }
    if (stopped || client !== current) return void current.end().catch(() => undefined)
    failures = 0
    // The idle LISTEN connection must not keep a stopping process alive.
    ;(
      current as unknown as { connection?: { stream?: { unref?(): void } } }
    ).connection?.stream?.unref?.()
    heartbeat = setInterval(() => {
      current.query('SELECT 1').catch((error: unknown) => {
        console.warn(
          'Catalogue listener heartbeat failed; reconnecting:',
          error instanceof Error ? error.message : error,
        )
        drop(current)
      })
    }, HEARTBEAT_MS)
    heartbeat.unref()
    options.onConnected()
  }

  void connect()
  return {
    async stop() {
      stopped = true
      clearTimeout(retry)
      clearInterval(heartbeat)
      const current = client
      client = undefined
      await current?.end().catch(() => undefined)
    },
  }
}
