import type { Database } from '@/server/db/client'
import { openCatalogue, type Catalogue } from '@/server/catalogue'

/** What every resolver receives. One per request (or per in-process execution). */
export interface GraphQLContext {
  /**
   * The catalogue as this request may see it, with its per-request DataLoaders: resolvers read
   * through it and hold no SQL.
   */
  catalogue: Catalogue
  /** Preview (Next's draft mode): drafts are visible only when true. */
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
    catalogue: openCatalogue(options.db, { preview: options.preview ?? false }),
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
