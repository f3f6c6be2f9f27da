/**
 * Lazy chunks (spec §7: "Lazy script chunks from the static path, 120-second timeout"; §8:
 * "'Loading chunk N failed' with type (missing, timeout, error) and request").
 */
import { CHUNK_TIMEOUT_MS } from './timing'

export type ChunkFailureType = 'missing' | 'timeout' | 'error'

export class ChunkLoadError extends Error {
  readonly chunk: string
  readonly type: ChunkFailureType
  readonly request: string | null

  constructor(chunk: string, type: ChunkFailureType, request: string | null = null) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${request ?? chunk})`)
    this.name = 'ChunkLoadError'
    this.chunk = chunk
    this.type = type
    this.request = request
  }
}

const FAILURE_TYPES: readonly string[] = ['missing', 'timeout', 'error']

/**
 * The spec's error for any failure of a dynamic import. Bundlers report a script that loaded
 * but did not register as `type: 'missing'` and a failed request as 'error' (webpack sets
 * `type` and `request`; Turbopack only says "Failed to load chunk …"): keep theirs when known.
 */
export function toChunkLoadError(chunk: string, cause: unknown): ChunkLoadError {
  if (cause instanceof ChunkLoadError) return cause
  const details = (typeof cause === 'object' && cause !== null ? cause : {}) as {
    type?: unknown
    request?: unknown
    message?: unknown
  }
  const type =
    typeof details.type === 'string' && FAILURE_TYPES.includes(details.type)
      ? (details.type as ChunkFailureType)
      : 'error'
  const fromMessage =
    typeof details.message === 'string' ? /(\/_next\/\S+\.js)/.exec(details.message)?.[1] : null
  const request = typeof details.request === 'string' ? details.request : (fromMessage ?? null)
  return new ChunkLoadError(chunk, type, request)
}

/**
 * Runs `load` (a dynamic import) with the chunk timeout; any failure becomes a ChunkLoadError.
 * The timer is cleared once the import settles, so nothing fires after a success.
 */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs)
    load().then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(toChunkLoadError(chunk, error))
      },
    )
  })
}
