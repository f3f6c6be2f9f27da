/**
 * The traffic bench:load sends (bench/mixed-load.ts), as a function any origin can be put under:
 * city pages, venue pages (each view with its assignment request) and map searches in the
 * proportions paid traffic brings, each request from its own made-up visitor address
 * (X-Forwarded-For, believed from a trusted proxy), after 600 made-up landing URLs. The topology
 * test (e2e/topology.spec.ts) sends it through nginx.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { randomAddress, warm } from './app-server'
import { experimentsPath } from './experiments-path'

const ROOT = path.resolve(__dirname, '..')
export const MADE_UP_URLS = 600

export const CITIES = ['london', 'manchester', 'brighton', 'bath', 'plymouth', 'sheffield', 'leeds']
/** Boxes a desktop visitor's map asks for at zoom 13 (1280×800): central London, Manchester, Brighton. */
export const MAP_BOXES = [
  { north: 51.5352, east: -0.0836, south: 51.4961, west: -0.1718 },
  { north: 53.5, east: -2.2, south: 53.46, west: -2.28 },
  { north: 50.845, east: -0.1, south: 50.81, west: -0.18 },
]

interface Target {
  method: 'GET' | 'POST'
  path: string
  body?: string
  headers: Record<string, string>
  /** An assignment request for this page, from a new visitor each time. */
  experimentsFor?: string
}

export async function venueSlugs(origin: string, limit: number): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`)
  const xml = await response.text()
  const slugs = [...xml.matchAll(/\/venues\/([a-z0-9-]+)<\/loc>/g)].map((match) => match[1]!)
  if (slugs.length === 0) throw new Error('the sitemap lists no venue')
  return slugs.slice(0, limit)
}

/** A map search as the browser's Apollo client sends it: a JSON POST (spec: POST /graphql). */
export function searchBody(box: (typeof MAP_BOXES)[number]): string {
  const query = readFileSync(
    path.join(ROOT, 'graphql/operations/search-activities.graphql'),
    'utf8',
  )
  return JSON.stringify({ operationName: 'SearchActivities', query, variables: box })
}

export async function madeUpRequests(origin: string): Promise<number> {
  let failures = 0
  const random = () => Math.random().toString(36).slice(2, 10)
  for (let i = 0; i < MADE_UP_URLS; i += 1) {
    const city = CITIES[i % CITIES.length]!
    const urls = [
      `/${city}?ref=${random()}`,
      `/${city}?activity=${Math.floor(Math.random() * 1e9)}`,
      `/offers/${random()}`,
      `/${city}?ref=${random()}&targeted_campaign=1&brand_search=1`,
    ]
    const url = urls[i % urls.length]!
    const response = await fetch(`${origin}${url}`, {
      headers: { 'x-forwarded-for': randomAddress(), accept: 'text/html' },
    })
    await response.arrayBuffer()
    if (response.status >= 500) failures += 1
  }
  return failures
}

export interface MixedTrafficOptions {
  connections: number
  /** How long the load lasts (at most, with `until`). */
  seconds: number
  /** Send the 600 made-up URLs first (default true). */
  madeUp?: boolean
  /** A request not answered within this long counts as a timeout (default autocannon's 10 s). */
  timeoutSeconds?: number
  /**
   * Called once the pages are warm and the load is about to start; with a promise back, the
   * load stops UNTIL_TAIL_SECONDS after it settles (or at `seconds`, whichever comes first).
   */
  onLoadStart?: () => Promise<unknown> | void
}

/** How long the load goes on after what it waits for has happened. */
export const UNTIL_TAIL_SECONDS = 5

export interface MixedTrafficResult {
  pages: number
  mapBoxes: number
  madeUpUrls: number
  madeUpFailures: number
  result: autocannon.Result
  /**
   * Socket errors, timeouts and non-2xx answers together, up to the moment the load was stopped
   * (stopping cuts the requests then in flight, which autocannon counts as errors too).
   */
  errors: number
  /** What each failure was: a socket error's code (ECONNRESET…) or `status {code}`, counted. */
  failureKinds: Record<string, number>
  /** Each failure and when it happened (ms since the epoch), the first 1,000. */
  failureLog: Array<{ kind: string; at: number }>
}

/**
 * The mix's pages (warmed once) and the request each next one of autocannon's sends: the targets
 * in turn, each from a new visitor address.
 */
export async function trafficMix(
  origin: string,
): Promise<{ pages: string[]; setupRequest: (request: autocannon.Request) => autocannon.Request }> {
  const venues = await venueSlugs(origin, 40)
  const pages = [...CITIES.map((city) => `/${city}`), ...venues.map((slug) => `/venues/${slug}`)]
  for (const page of pages) await warm(`${origin}${page}`, 1)
  const html = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' }
  const json = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json,application/json;q=0.9',
    'accept-encoding': 'gzip, deflate, br, zstd',
  }
  const targets: Target[] = [
    ...pages.map((page): Target => ({ method: 'GET', path: page, headers: html })),
    // Each page view's assignment request, as browsers send it after hydration.
    ...pages.map((page): Target => ({
      method: 'GET',
      path: '/api/experiments',
      headers: { accept: 'application/json' },
      experimentsFor: page,
    })),
    ...MAP_BOXES.flatMap((box): Target[] =>
      // Map searches weigh as much as the pages together: each visitor's map asks several.
      Array.from({ length: 16 }, () => ({
        method: 'POST',
        path: '/graphql',
        body: searchBody(box),
        headers: json,
      })),
    ),
  ]
  let next = 0
  return {
    pages,
    setupRequest: (request) => {
      next = (next + 1) % targets.length
      const target = targets[next]!
      return {
        ...request,
        method: target.method,
        path: target.experimentsFor ? experimentsPath(target.experimentsFor) : target.path,
        body: target.body,
        headers: { ...target.headers, 'x-forwarded-for': randomAddress() },
      }
    },
  }
}

export async function mixedTraffic(
  origin: string,
  { connections, seconds, madeUp = true, timeoutSeconds = 10, onLoadStart }: MixedTrafficOptions,
): Promise<MixedTrafficResult> {
  const { pages, setupRequest } = await trafficMix(origin)
  const madeUpFailures = madeUp ? await madeUpRequests(origin) : 0
  const until = onLoadStart?.()
  let instance: autocannon.Instance | undefined
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        timeout: timeoutSeconds,
        requests: [{ setupRequest }],
      },
      (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    )
  })
  let stopped = false
  let failures = 0
  const failureKinds: Record<string, number> = {}
  const failureLog: MixedTrafficResult['failureLog'] = []
  const fail = (kind: string) => {
    failures += 1
    failureKinds[kind] = (failureKinds[kind] ?? 0) + 1
    if (failureLog.length < 1000) failureLog.push({ kind, at: Date.now() })
  }
  instance?.on('reqError', (error: Error & { code?: string }) => {
    if (!stopped) fail(error.code ?? error.message)
  })
  instance?.on('response', (_client, statusCode) => {
    if (!stopped && (statusCode < 200 || statusCode >= 300)) fail(`status ${statusCode}`)
  })
  if (until) {
    const stopSoon = () =>
      setTimeout(() => {
        stopped = true
        instance?.stop()
      }, UNTIL_TAIL_SECONDS * 1000).unref()
    until.then(stopSoon, stopSoon)
  }
  const result = await finished
  return {
    pages: pages.length,
    mapBoxes: MAP_BOXES.length,
    madeUpUrls: madeUp ? MADE_UP_URLS : 0,
    madeUpFailures,
    result,
    errors: until ? failures : result.errors + result.timeouts + result.non2xx,
    failureKinds,
    failureLog,
  }
}
