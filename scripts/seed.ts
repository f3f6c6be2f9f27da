/**
 * Rebuilds the catalogue: `npm run seed -- [--activities N] [--seed S]`.
 * Writes to PostgreSQL when DATABASE_URL is set, else to the PGlite folder (DATA_DIR, default
 * data/pglite). Leads and analytics are kept; everything in the catalogue is replaced.
 */
import { defaultDataDir, openDatabase } from '../server/db/client'
import {
  DEFAULT_ACTIVITY_COUNT,
  DEFAULT_SEED,
  MIN_ACTIVITY_COUNT,
  seedCatalogue,
} from '../server/db/seed'
import { createProgressBar } from './progress-bar'

const USAGE = `Usage: npm run seed -- [--activities N] [--seed S]

  --activities N  total activities, streamed ones included (default ${DEFAULT_ACTIVITY_COUNT},
                  at least ${MIN_ACTIVITY_COUNT}; 100000 builds the national benchmark catalogue)
  --seed S        random seed; the same seed rebuilds the same rows and ids (default ${DEFAULT_SEED})`

interface Arguments {
  activities: number
  seed: number
}

function parseInteger(flag: string, value: string | undefined): number {
  const parsed = Number(value?.replace(/_/g, ''))
  if (value === undefined || !Number.isInteger(parsed)) {
    throw new Error(`${flag} needs a whole number, got ${value ?? 'nothing'}`)
  }
  return parsed
}

function parseArguments(argv: readonly string[]): Arguments | 'help' {
  const parsed: Arguments = { activities: DEFAULT_ACTIVITY_COUNT, seed: DEFAULT_SEED }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2) as [string, string | undefined]
    const value = () => inline ?? argv[++i]
    if (flag === '--help' || flag === '-h') return 'help'
    else if (flag === '--activities') parsed.activities = parseInteger(flag, value())
    else if (flag === '--seed') parsed.seed = parseInteger(flag, value())
    else throw new Error(`Unknown argument '${argv[i]}'`)
  }
  if (parsed.activities < MIN_ACTIVITY_COUNT) {
    throw new Error(`--activities must be at least ${MIN_ACTIVITY_COUNT}`)
  }
  return parsed
}

async function main() {
  const args = parseArguments(process.argv.slice(2))
  if (args === 'help') {
    console.log(USAGE)
    return
  }
  const databaseUrl = process.env.DATABASE_URL || undefined
  const target = databaseUrl
    ? `PostgreSQL (${new URL(databaseUrl).host})`
    : `PGlite (${defaultDataDir()})`
  console.log(
    `Seeding ${args.activities.toLocaleString('en-GB')} activities, seed ${args.seed}, into ${target}`,
  )

  const started = performance.now()
  const handle = await openDatabase({ databaseUrl, workload: 'maintenance' })
  const opened = performance.now()
  try {
    const bar = createProgressBar()
    const summary = await seedCatalogue(handle.db, { ...args, onProgress: bar.update })
    bar.done()
    const finished = performance.now()
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    console.log(`\nCatalogue version ${summary.version} (${summary.loader}):`)
    const width = Math.max(...Object.keys(summary.rows).map((name) => name.length))
    for (const [table, count] of Object.entries(summary.rows)) {
      console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en-GB').padStart(9)}`)
    }
    console.log(
      `\nOpen ${seconds(opened - started)}, generate ${seconds(summary.generateMs)}, ` +
        `write ${seconds(summary.writeMs)}, total ${seconds(finished - started)}`,
    )
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
