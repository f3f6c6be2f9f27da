/**
 * A database of a spec's own on the PostgreSQL server of TEST_DATABASE_URL: created, migrated and
 * seeded as `npm start` prepares one, and dropped afterwards.
 */
import pg from 'pg'
import { prepareDatabase } from './own-server'

export interface PreparedPostgres {
  url: string
  drop(): Promise<void>
}

export async function preparedPostgres(baseUrl: string, prefix: string): Promise<PreparedPostgres> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  prepareDatabase({ databaseUrl: url.toString() })
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined)
      await admin.end()
    },
  }
}
