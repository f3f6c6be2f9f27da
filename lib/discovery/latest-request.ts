/** Spec §4: a new map search aborts the one in flight, so a slow old answer never wins. */

export interface LatestRequest {
  /** Aborts the previous request's signal and returns a fresh one. */
  next(): AbortSignal
  /** Aborts the current request (unmount, or a search that will not be replaced). */
  abort(): void
}

export function createLatestRequest(): LatestRequest {
  let controller: AbortController | null = null
  return {
    next() {
      controller?.abort()
      controller = new AbortController()
      return controller.signal
    },
    abort() {
      controller?.abort()
      controller = null
    },
  }
}
