/**
 * Run by `npm start` before the server: opens the database (PostgreSQL when DATABASE_URL is
 * set, else the PGlite folder), applies migrations and, when the catalogue is empty, seeds it
 * here, with progress, rather than silently inside the first request. Then makes the desk's
 * first admin when there is no account yet (server/desk/first-admin.ts).
 */
import { openDatabase } from '../server/db/client'
import { catalogueMeta } from '../server/db/schema'
import { seedCatalogue } from '../server/db/seed'
import { ensureFirstAdmin, StartRefused } from '../server/desk/first-admin'
import { createProgressBar } from './progress-bar'

async function main() {
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    // Seeding an empty catalogue runs bulk statements longer than a request's may.
    workload: 'maintenance',
  })
  try {
    const [meta] = await handle.db.select().from(catalogueMeta).limit(1)
    if (meta) {
      console.log(`Database ready (${handle.driver}, ${meta.activityCount} activities).`)
    } else {
      console.log(`Empty catalogue: seeding the ${handle.driver} database…`)
      const bar = createProgressBar()
      const started = Date.now()
      const summary = await seedCatalogue(handle.db, { onProgress: bar.update })
      bar.done()
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)}s:`, summary)
    }
    await ensureFirstAdmin(handle.db)
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  if (error instanceof StartRefused) {
    console.error(`Not starting: ${error.message}`)
    process.exit(1)
  }
  console.error('Could not prepare the database:', error instanceof Error ? error.message : error)
  process.exit(1)
})
