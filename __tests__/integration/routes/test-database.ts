/**
 * A real, seeded database for the route integration tests: in-memory PGlite always, and the
 * PostgreSQL at TEST_DATABASE_URL too when it is set (seeded only if empty, since other suites
 * share it).
 */
import { openDatabase, type DatabaseHandle } from '@/server/db/client'
import { ensureSeeded, MIN_ACTIVITY_COUNT, seedCatalogue } from '@/server/db/seed'

export type Driver = 'pglite' | 'postgres'

export const DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export async function openTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  if (driver === 'postgres') {
    // Maintenance timeouts: the first file to arrive seeds the shared database while the others
    // wait on the seed's lock, longer than a request's query timeout on a busy host.
    const handle = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      workload: 'maintenance',
    })
    await ensureSeeded(handle.db)
    return handle
  }
  const handle = await openDatabase({ dataDir: 'memory://' })
  await seedCatalogue(handle.db, { activities: MIN_ACTIVITY_COUNT })
  return handle
}
