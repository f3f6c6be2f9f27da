/**
 * Writes a generated catalogue: wipes the catalogue tables, loads every row with its explicit id,
 * moves the id sequences past the seeded ids. Operational tables (email_leads, visitors,
 * visitor_actions, analytics_events) are never touched: an acknowledged lead is a commitment.
 */
import { getTableColumns } from 'drizzle-orm'
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import type { Catalogue } from './catalogue/generate'
import { LANDING_PAGE_COLLECTION } from '../../../lib/offers/landing-page-types'
import * as schema from '../schema'
import { quoteIdentifier } from './encode'
import type { SeedConnection } from './seed-connection'

export type ProgressCallback = (done: number, total: number, stage: string) => void

/** Rows per load call: measured fastest on PGlite (bigger COPY blobs cost more per row). */
const ROWS_PER_BATCH = 2_500

/** Insert order respects foreign keys. */
function loadPlan(catalogue: Catalogue): { table: PgTable; rows: readonly object[] }[] {
  return [
    { table: schema.cities, rows: catalogue.cities },
    { table: schema.products, rows: catalogue.products },
    { table: schema.packages, rows: catalogue.packages },
    { table: schema.venues, rows: catalogue.venues },
    { table: schema.activities, rows: catalogue.activities },
    { table: schema.timeslots, rows: catalogue.timeslots },
    { table: schema.customers, rows: catalogue.customers },
    { table: schema.reviews, rows: catalogue.reviews },
    { table: schema.packageListings, rows: catalogue.packageListings },
    { table: schema.packageListingOptions, rows: catalogue.packageListingOptions },
    { table: schema.marketingPartners, rows: catalogue.marketingPartners },
    { table: schema.landingPages, rows: catalogue.landingPages },
    { table: schema.faqs, rows: catalogue.faqs },
    { table: schema.testimonials, rows: catalogue.testimonials },
    { table: schema.texts, rows: catalogue.texts },
  ]
}

/** Every table the seed owns. */
export const CATALOGUE_TABLES: readonly PgTable[] = [
  schema.cities,
  schema.products,
  schema.packages,
  schema.venues,
  schema.activities,
  schema.timeslots,
  schema.customers,
  schema.reviews,
  schema.packageListings,
  schema.packageListingOptions,
  schema.marketingPartners,
  schema.landingPages,
  schema.faqs,
  schema.testimonials,
  schema.texts,
]

export function tableName(table: PgTable): string {
  return getTableConfig(table).name
}

export function rowCounts(catalogue: Catalogue): Record<string, number> {
  return Object.fromEntries(
    loadPlan(catalogue).map(({ table, rows }) => [tableName(table), rows.length]),
  )
}

/**
 * Empties the catalogue in one statement. No CASCADE on purpose: should an operational table
 * ever reference a catalogue table, the seed fails loudly instead of wiping it.
 */
async function wipeCatalogue(connection: SeedConnection): Promise<void> {
  const names = CATALOGUE_TABLES.map((table) => quoteIdentifier(tableName(table))).join(', ')
  await connection.exec(`TRUNCATE TABLE ${names} RESTART IDENTITY`)
  // The desk's history of the old landing pages (server/desk-editing): their ids now name
  // other pages, so it goes with them.
  await connection.exec(
    `DELETE FROM desk_documents WHERE collection = '${LANDING_PAGE_COLLECTION}'`,
  )
}

/** After explicit ids, serial sequences must continue from the largest one. */
async function resetSequences(connection: SeedConnection): Promise<void> {
  for (const table of CATALOGUE_TABLES) {
    const config = getTableConfig(table)
    const id = config.columns.find((column) => column.name === 'id')
    if (!id || id.columnType !== 'PgSerial') continue
    await connection.exec(
      `SELECT setval(pg_get_serial_sequence('${config.name}', 'id'), ` +
        `(SELECT COALESCE(MAX(id), 0) + 1 FROM ${quoteIdentifier(config.name)}), false)`,
    )
  }
}

/** The table's columns the rows carry (all rows of a table share one shape). */
function columnsOf(table: PgTable, sample: object): { name: string; key: string }[] {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => key in sample)
    .map(([key, column]) => ({ key, name: column.name }))
}

export async function writeCatalogue(
  connection: SeedConnection,
  catalogue: Catalogue,
  onProgress?: ProgressCallback,
): Promise<void> {
  const plan = loadPlan(catalogue)
  const total = plan.reduce((sum, step) => sum + step.rows.length, 0)
  let done = 0
  onProgress?.(0, total, 'wipe')
  await wipeCatalogue(connection)
  for (const { table, rows } of plan) {
    const stage = tableName(table)
    const [sample] = rows
    if (!sample) continue
    const columns = columnsOf(table, sample)
    for (let start = 0; start < rows.length; start += ROWS_PER_BATCH) {
      const batch = rows.slice(start, start + ROWS_PER_BATCH)
      await connection.insertRows(stage, columns, batch)
      done += batch.length
      onProgress?.(done, total, stage)
    }
  }
  await resetSequences(connection)
}
