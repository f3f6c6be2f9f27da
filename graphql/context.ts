import type { Database } from '@/server/db/client'
import { createLoaders, type Loaders } from '@/server/catalogue/loaders'

/** What every resolver receives. One per request (or per in-process execution). */
export interface GraphQLContext {
  db: Database
  /** Per-request DataLoaders: batch and de-duplicate lookups within one operation. */
  loaders: Loaders
  /** Preview mode (a later issue decides who gets it): drafts are visible only when true. */
  preview: boolean
  /** The HTTP request, when there is one (absent for in-process execution). */
  request?: Request
}

export function createContext(options: {
  db: Database
  preview?: boolean
  request?: Request
}): GraphQLContext {
  return {
    db: options.db,
    loaders: createLoaders(options.db),
    preview: options.preview ?? false,
    request: options.request,
  }
}

/**
 * A context for executing the schema in-process (server-side rendering through Apollo's
 * SchemaLink): the process's database (getDatabase: migrated and seeded on first use), fresh
 * loaders, and preview as given.
 *
 * @example new SchemaLink({ schema, context: () => createServerContext({ preview: false }) })
 */
export async function createServerContext(
  options: { preview?: boolean } = {},
): Promise<GraphQLContext> {
  // Imported lazily so loading this module (tests, the benchmark) never opens the app database.
  const { getDatabase } = await import('@/server/db')
  const { db } = await getDatabase()
  return createContext({ db, preview: options.preview ?? false })
}
