/**
 * Which pages a catalogue change concerns, from the notices the database sends on every write
 * to a catalogue table (migration 0012: pg_notify('catalogue_version', '{"v":…,"c":[…]|null}')).
 * A change names its cities only when every version between the last one applied and the new
 * one was announced with cities; anything missed, unknown or too large means every city.
 */

/** One notice: the catalogue version after a write, and the city codes it touched (null: any). */
export interface CatalogueNotice {
  version: number | null
  cities: string[] | null
}

/** What to revalidate: some cities' pages, or every catalogue page. */
export type ChangedCities = { kind: 'cities'; cities: string[] } | { kind: 'all' }

/** Beyond this many cities (or versions) in one batch, revalidating everything is as cheap. */
export const MAX_TRACKED = 64

const CITY_CODE = /^[a-z0-9-]{1,64}$/

/** Parses a notice's payload; null for anything that is not one (it then means "look again"). */
export function parseCatalogueNotice(payload: string | undefined): CatalogueNotice | null {
  if (!payload || payload.length > 16_384) return null
  let value: unknown
  try {
    value = JSON.parse(payload)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { v, c } = value as { v?: unknown; c?: unknown }
  const version = Number.isSafeInteger(v) ? (v as number) : null
  const cities =
    Array.isArray(c) && c.every((city) => typeof city === 'string' && CITY_CODE.test(city))
      ? (c as string[])
      : null
  return { version, cities }
}

/**
 * The notices received since the last refresh. `take(from, to)` answers which cities changed
 * between version `from` (applied) and `to` (now in the database), and starts a new batch.
 */
export class ChangeBatch {
  #cities = new Map<number, Set<string> | null>()
  #unknown = false

  add(notice: CatalogueNotice | null): void {
    if (!notice || notice.version === null || this.#cities.size >= MAX_TRACKED) {
      this.#unknown = true
      return
    }
    const known = this.#cities.get(notice.version)
    if (notice.cities === null || known === null) {
      this.#cities.set(notice.version, null)
      return
    }
    const cities = known ?? new Set<string>()
    for (const city of notice.cities) cities.add(city)
    this.#cities.set(notice.version, cities)
  }

  /** Whether anything arrived since the last take. */
  get pending(): boolean {
    return this.#unknown || this.#cities.size > 0
  }

  take(from: number | undefined, to: number): ChangedCities {
    const cities = this.#cities
    const unknown = this.#unknown
    this.#cities = new Map()
    this.#unknown = false
    if (from !== undefined && to === from) return { kind: 'cities', cities: [] }
    if (unknown || from === undefined || to - from > MAX_TRACKED || to < from) {
      return { kind: 'all' }
    }
    const changed = new Set<string>()
    for (let version = from + 1; version <= to; version += 1) {
      const touched = cities.get(version)
      if (!touched) return { kind: 'all' }
      for (const city of touched) changed.add(city)
    }
    if (changed.size > MAX_TRACKED) return { kind: 'all' }
    return { kind: 'cities', cities: [...changed].sort() }
  }
}

/** Wait before reconnecting after `failures` failed attempts: 0.5 s doubling to 30 s, ±20%. */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 500 * 2 ** Math.max(0, Math.min(failures, 10)))
  return Math.round(base * (0.8 + 0.4 * random()))
}
