/**
 * Which basemap the map draws: the configured (or default public) style when it can be fetched,
 * otherwise the bundled offline style. next.config.js repeats `configuredMapStyleUrl` and
 * `mapStyleOrigin` in plain JS for the CSP's connect-src; keep the two in step
 * (__tests__/lib/map/map-style-csp.test.ts checks them).
 */
import type { StyleSpecification } from 'maplibre-gl'
import { offlineMapStyle } from './offline-style'

/** OpenFreeMap's Liberty: public, no key, tiles, glyphs and sprite all on one origin. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty'
export const OFFLINE_MAP_STYLE = 'offline'
export const DEFAULT_MAP_STYLE_TIMEOUT_MS = 4000

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * NEXT_PUBLIC_MAP_STYLE_URL → the style to try: empty means the public default, and 'offline'
 * (or anything that is not an http(s) URL) means the bundled offline style.
 */
export function configuredMapStyleUrl(
  value: string | undefined,
): string | typeof OFFLINE_MAP_STYLE {
  const trimmed = value?.trim() ?? ''
  if (trimmed === '') return DEFAULT_MAP_STYLE_URL
  return httpUrl(trimmed) ? trimmed : OFFLINE_MAP_STYLE
}

/** The origin of an http(s) URL (for the CSP), or null. */
export function mapStyleOrigin(url: string): string | null {
  return httpUrl(url)?.origin ?? null
}

export interface ResolvedMapStyle {
  style: string | StyleSpecification
  offline: boolean
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isStyle(value: unknown): value is StyleSpecification {
  return (
    isObject(value) && value.version === 8 && isObject(value.sources) && Array.isArray(value.layers)
  )
}

/**
 * Fetches the style JSON up front, so a network without the style host (CI, offline demos, a
 * blocked CDN) gets the offline basemap instead of a blank map. Never throws.
 */
export async function resolveMapStyle(options: {
  url: string | typeof OFFLINE_MAP_STYLE
  origin: string
  fetchImpl?: typeof fetch
  timeoutMs?: number
}): Promise<ResolvedMapStyle> {
  const { url, origin, timeoutMs = DEFAULT_MAP_STYLE_TIMEOUT_MS } = options
  const offline: ResolvedMapStyle = { style: offlineMapStyle(origin), offline: true }
  const fetchImpl = options.fetchImpl ?? globalThis.fetch
  if (url === OFFLINE_MAP_STYLE || !httpUrl(url) || typeof fetchImpl !== 'function') return offline

  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  // Races the fetch as well as aborting it, in case a fetch ignores its signal.
  const timeout = new Promise<ResolvedMapStyle>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(offline)
    }, timeoutMs)
  })
  const load = async (): Promise<ResolvedMapStyle> => {
    try {
      const response = await fetchImpl(url, { signal: controller.signal })
      if (!response.ok) return offline
      const body: unknown = await response.json()
      return isStyle(body) ? { style: body, offline: false } : offline
    } catch {
      return offline
    }
  }
  try {
    return await Promise.race([load(), timeout])
  } finally {
    clearTimeout(timer)
  }
}
