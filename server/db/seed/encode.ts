/**
 * Encodes seed values for bulk loading, as CSV fields (COPY) or SQL literals (multi-row INSERT).
 * Only the value kinds the catalogue uses: strings, finite numbers, booleans, dates, string
 * arrays and JSON objects. Literal SQL assumes standard_conforming_strings = on, which the
 * writer sets for its transaction.
 */

export type SeedValue =
  string | number | boolean | Date | null | undefined | readonly string[] | object

function assertFinite(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot store ${value}`)
  return String(value)
}

/** A PostgreSQL array literal: {"a","b \"quoted\""}. */
export function arrayLiteral(values: readonly string[]): string {
  const items = values.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)
  return `{${items.join(',')}}`
}

function csvQuote(value: string): string {
  return `"${value.replace(/"/g, '""')}"`
}

/** A CSV field for COPY … WITH (FORMAT csv): an unquoted empty field is NULL, "" is ''. */
export function csvField(value: SeedValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return csvQuote(value)
  if (typeof value === 'number') return assertFinite(value)
  if (typeof value === 'boolean') return value ? 't' : 'f'
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return csvQuote(arrayLiteral(value as readonly string[]))
  return csvQuote(JSON.stringify(value))
}

function sqlQuote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`
}

/** A SQL literal; the INSERT's target column types the untyped quoted ones. */
export function sqlLiteral(value: SeedValue): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'string') return sqlQuote(value)
  if (typeof value === 'number') return assertFinite(value)
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (value instanceof Date) return sqlQuote(value.toISOString())
  if (Array.isArray(value)) return sqlQuote(arrayLiteral(value as readonly string[]))
  return sqlQuote(JSON.stringify(value))
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}
