/**
 * CSV for the marketing desk's exports (RFC 4180), safe to open in a spreadsheet.
 *
 * Every cell is quoted (quotes doubled), so commas and line breaks stay inside it. A cell a
 * spreadsheet would read as a formula (OWASP "CSV injection": one beginning with `=`, `+`, `-`,
 * `@`, a tab or a carriage return, also after leading spaces or line breaks) is prefixed with
 * `'`, which makes it text.
 */
export const CSV_LINE_END = '\r\n'

/** A byte-order mark first, so spreadsheets read the file as UTF-8 (accents, emoji). */
export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[\s]*[=+\-@]|^[\t\r]/

export type CsvValue = string | number | boolean | Date | null | undefined

/** The cell's text, neutralised when a spreadsheet would take it for a formula. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  return String(value)
}

/**
 * One quoted, neutralised cell.
 *
 * @example csvCell('=HYPERLINK("x")') // '"\'=HYPERLINK(""x"")"'
 */
export function csvCell(value: CsvValue): string {
  return `"${neutraliseCell(cellText(value)).replace(/"/g, '""')}"`
}

/** One line of cells, ending in CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}${CSV_LINE_END}`
}

/**
 * The attachment's file name for an export made at `now` ('move-leads-2026-11-26.csv'); only
 * letters, digits and dashes, so it needs no quoting rules of its own.
 */
export function csvFileName(brand: string, what: string, now: Date): string {
  const safe = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  return `${safe(brand)}-${safe(what)}-${now.toISOString().slice(0, 10)}.csv`
}
