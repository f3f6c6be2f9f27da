/**
 * The catalogue's known `ref` and `activity` values (lib/landing/landing-cache-key.mjs), as proxy.ts
 * reads them. The proxy is bundled apart from the app, so it cannot share the app's module
 * state: the app registers a loader here at start (instrumentation.ts →
 * server/catalogue/known-landing-values.ts) in the process registry, which the proxy, in the same
 * process, reads. The loader answers from memory and reloads only when the catalogue version moves.
 */
import { NO_KNOWN_VALUES, type KnownLandingValues } from '@/lib/landing/landing-cache-key.mjs'
import { registry } from '@/server/process-registry.mjs'

type Loader = () => Promise<KnownLandingValues>

/** A request never waits longer than this for the values (only the first load can take long). */
export const KNOWN_VALUES_TIMEOUT_MS = 2000

/** The loader, and the last values loaded (used while a reload fails). */
const slot = () => registry.knownLandingValues

/** Registers how to load the values (once per process, at start). */
export function provideKnownLandingValues(loader: Loader): void {
  slot().loader = loader
}

/**
 * The known values; the last ones loaded when loading fails or takes too long, and none before
 * the first load (then every request gets its canonical page: never a new entry).
 */
export async function knownLandingValues(): Promise<KnownLandingValues> {
  const { loader } = slot()
  if (!loader) return slot().last ?? NO_KNOWN_VALUES
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), KNOWN_VALUES_TIMEOUT_MS)
  })
  try {
    const values = await Promise.race([loader(), timeout])
    if (values) slot().last = values
    return values ?? slot().last ?? NO_KNOWN_VALUES
  } catch (error) {
    console.error('Could not load the known landing values:', error)
    return slot().last ?? NO_KNOWN_VALUES
  } finally {
    clearTimeout(timer)
  }
}
