/**
 * Whether an error that reached an error boundary is a script chunk that failed to load (ours,
 * lib/chunk-load.ts's ChunkLoadError, or the bundler's own 'ChunkLoadError' / "Failed to load
 * chunk …"), not the page's data. A module of its own, with no imports: error boundaries ship in
 * every page's first load.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' && /(Loading|Failed to load) (CSS )?chunk /i.test(message))
  )
}
