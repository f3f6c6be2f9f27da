/**
 * A database of a spec's own on the test PostgreSQL (TEST_DATABASE_URL; CI has it), created
 * empty and dropped afterwards, for specs that run production servers of their own.
 */
import pg from 'pg'

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL

export interface ThrowawayDatabase {
  url: string
  /** A client on it, for a spec's own SQL. */
  sql: pg.Client
  drop(): Promise<void>
}

/** Creates `{prefix}_{pid}_{time}` next to TEST_DATABASE_URL's database. */
export async function createThrowawayDatabase(prefix: string): Promise<ThrowawayDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set')
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  const sql = new pg.Client({ connectionString: url.toString() })
  await sql.connect()
  return {
    url: url.toString(),
    sql,
    async drop() {
      await sql.end().catch(() => undefined)
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined)
      await admin.end()
    },
  }
}
