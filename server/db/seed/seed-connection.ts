/**
 * One transaction for a seed, with the fastest bulk load each driver offers. Drizzle's insert
 * builder costs more than the database itself at 100,000 activities, so rows go in as
 * COPY … FROM '/dev/blob' on PGlite (its in-memory file) and as multi-row literal INSERTs on
 * PostgreSQL (node-postgres has no COPY without another dependency).
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../client'
import { csvField, quoteIdentifier, sqlLiteral, type SeedValue } from './encode'

export interface SeedConnection {
  /** Statements without parameters. */
  exec(statement: string): Promise<void>
  rows<T>(statement: string): Promise<T[]>
  /** Appends rows; `columns` pairs each SQL column with the row property holding its value. */
  insertRows(
    table: string,
    columns: readonly { name: string; key: string }[],
    rows: readonly object[],
  ): Promise<void>
  driver: 'pglite-copy' | 'sql-insert'
}

/** The little of PGlite the seed needs, so this module does not load PGlite itself. */
interface PGliteTransaction {
  query<T>(query: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ rows: T[] }>
  exec(query: string): Promise<unknown>
}
interface PGliteLike {
  transaction<T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T>
  exec(query: string): Promise<unknown>
  waitReady: Promise<void>
}

function pgliteClient(db: Database): PGliteLike | null {
  const client = (db as { $client?: unknown }).$client as Partial<PGliteLike> | undefined
  if (
    client &&
    typeof client.transaction === 'function' &&
    typeof client.exec === 'function' &&
    'waitReady' in client
  ) {
    return client as PGliteLike
  }
  return null
}

function valuesOf(row: object, columns: readonly { key: string }[]): SeedValue[] {
  const record = row as Record<string, SeedValue>
  return columns.map((column) => record[column.key])
}

/** A literal INSERT statement stays around a few megabytes. */
const ROWS_PER_INSERT = 1_000

function insertStatement(
  table: string,
  columns: readonly { name: string; key: string }[],
  rows: readonly object[],
): string {
  const names = columns.map((column) => quoteIdentifier(column.name)).join(', ')
  const values = rows
    .map((row) => `(${valuesOf(row, columns).map(sqlLiteral).join(', ')})`)
    .join(',\n')
  return `INSERT INTO ${quoteIdentifier(table)} (${names}) VALUES\n${values}`
}

/** Runs `work` in one transaction; standard strings make the literal encoding exact. */
export async function withSeedTransaction<T>(
  db: Database,
  work: (connection: SeedConnection) => Promise<T>,
): Promise<T> {
  const pglite = pgliteClient(db)
  if (pglite) {
    return pglite.transaction(async (tx) => {
      await tx.exec('SET LOCAL standard_conforming_strings = on')
      return work({
        driver: 'pglite-copy',
        exec: async (statement) => {
          await tx.exec(statement)
        },
        rows: async <R>(statement: string) => (await tx.query<R>(statement)).rows,
        insertRows: async (table, columns, rows) => {
          if (rows.length === 0) return
          let csv = ''
          for (const row of rows) csv += valuesOf(row, columns).map(csvField).join(',') + '\n'
          const names = columns.map((column) => quoteIdentifier(column.name)).join(', ')
          await tx.query(
            `COPY ${quoteIdentifier(table)} (${names}) FROM '/dev/blob' WITH (FORMAT csv)`,
            [],
            { blob: new Blob([csv]) },
          )
        },
      })
    })
  }
  return db.transaction(async (tx) => {
    const run = async <R>(statement: string) =>
      ((await tx.execute(sql.raw(statement))) as unknown as { rows: R[] }).rows
    await run('SET LOCAL standard_conforming_strings = on')
    return work({
      driver: 'sql-insert',
      exec: async (statement) => {
        await run(statement)
      },
      rows: run,
      insertRows: async (table, columns, rows) => {
        for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
          await run(insertStatement(table, columns, rows.slice(start, start + ROWS_PER_INSERT)))
        }
      },
    })
  })
}
