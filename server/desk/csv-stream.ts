/**
 * A CSV download streamed a batch of rows at a time (keyset pagination by id), so an export of
 * any size holds at most one batch in memory and each query is bounded.
 */
import { BRAND } from '@/lib/brand'
import { CSV_BOM, csvFileName, csvRow, type CsvValue } from '@/lib/marketing/csv'
import { deskHeaders } from './desk-responses'

export const CSV_BATCH_ROWS = 1000

export interface CsvSource {
  header: readonly string[]
  /** Rows with id greater than `afterId`, ascending, at most `limit`. */
  batch(afterId: number, limit: number): Promise<Array<{ id: number; cells: CsvValue[] }>>
}

export function csvResponse(what: string, source: CsvSource, now: Date = new Date()): Response {
  const encoder = new TextEncoder()
  let afterId = 0
  let started = false
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(source.header)))
          return
        }
        const rows = await source.batch(afterId, CSV_BATCH_ROWS)
        if (rows.length > 0) {
          afterId = rows[rows.length - 1]!.id
          controller.enqueue(encoder.encode(rows.map((row) => csvRow(row.cells)).join('')))
        }
        if (rows.length < CSV_BATCH_ROWS) controller.close()
      } catch (error) {
        // The status line has gone: end the download broken rather than pass off a short file.
        controller.error(error)
      }
    },
  })
  return new Response(stream, {
    status: 200,
    headers: deskHeaders({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(BRAND, what, now)}"`,
    }),
  })
}
