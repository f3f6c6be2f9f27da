/**
 * The benchmarks' national catalogue: an embedded PGlite folder under .data/bench, seeded once
 * with the given number of activities and reused while its catalogue has that size.
 */
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { openDatabase, type Database } from '@/server/db/client'
import { catalogueMeta } from '@/server/db/schema'
import { seedCatalogue } from '@/server/db/seed'

export async function openBenchCatalogue(
  activityCount: number,
): Promise<{ db: Database; close(): Promise<void> }> {
  const dataDir = path.resolve('.data/bench', `pglite-${activityCount}`)
  const reuse = existsSync(path.join(dataDir, 'PG_VERSION'))
  await mkdir(dataDir, { recursive: true })
  const handle = await openDatabase({ dataDir })
  const [meta] = await handle.db.select().from(catalogueMeta)
  if (reuse && meta && meta.activityCount === activityCount) {
    console.log(
      `Reusing the ${activityCount.toLocaleString('en-GB')}-activity catalogue in ${dataDir}`,
    )
    return handle
  }
  console.log(
    `Seeding a ${activityCount.toLocaleString('en-GB')}-activity catalogue into ${dataDir} …`,
  )
  const started = performance.now()
  let lastLine = ''
  await seedCatalogue(handle.db, {
    activities: activityCount,
    onProgress: (progress: unknown) => {
      const line = typeof progress === 'string' ? progress : JSON.stringify(progress)
      if (line !== lastLine && process.stdout.isTTY)
        process.stdout.write(`\r  ${line.slice(0, 100)}`.padEnd(104))
      lastLine = line
    },
  })
  if (process.stdout.isTTY) process.stdout.write('\n')
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return handle
}
