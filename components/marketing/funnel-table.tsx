import type { ReactNode } from 'react'
import { formatCount } from '@/lib/format/count'
import { formatRate, funnelRates, sumCounts, type FunnelCounts } from '@/lib/marketing/funnel'
import { MAX_FUNNEL_ROWS } from '@/lib/marketing/funnel-sources'
import type { FunnelRow } from '@/server/marketing/funnel-query'
import { DeskTable, TableRegion } from './desk.styles'

function Cells({ counts }: { counts: FunnelCounts }) {
  const rates = funnelRates(counts)
  return (
    <>
      <td data-numeric="">{formatCount(counts.views)}</td>
      <td data-numeric="">{formatCount(counts.clicks)}</td>
      <td data-numeric="">{formatCount(counts.leads)}</td>
      <td data-numeric="">{formatRate(rates.clickRate)}</td>
      <td data-numeric="">{formatRate(rates.leadPerClickRate)}</td>
      <td data-numeric="">{formatRate(rates.leadRate)}</td>
    </>
  )
}

/** Page views → CTA clicks → leads, with the rates between them, one row per key. */
export function FunnelTable({
  id,
  title,
  keyHeader,
  rows,
  totals,
  note,
  renderKey,
}: {
  id: string
  title: string
  keyHeader: string
  rows: FunnelRow[]
  /** Every event of the period; default the rows' sum. */
  totals?: FunnelCounts
  note?: string
  renderKey: (key: string) => ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note ? <p>{note}</p> : null}
      {rows.length === 0 ? (
        <p>Nothing recorded in this period.</p>
      ) : (
        <TableRegion role="region" aria-label={`${title}: table`} tabIndex={0}>
          <DeskTable>
            <thead>
              <tr>
                <th scope="col">{keyHeader}</th>
                <th scope="col" data-numeric="">
                  Page views
                </th>
                <th scope="col" data-numeric="">
                  CTA clicks
                </th>
                <th scope="col" data-numeric="">
                  Leads
                </th>
                <th scope="col" data-numeric="">
                  Clicks per view
                </th>
                <th scope="col" data-numeric="">
                  Leads per click
                </th>
                <th scope="col" data-numeric="">
                  Leads per view
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{renderKey(row.key)}</th>
                  <Cells counts={row} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">
                  All{rows.length >= MAX_FUNNEL_ROWS ? ' (the busiest rows are shown)' : ''}
                </th>
                <Cells counts={totals ?? sumCounts(rows)} />
              </tr>
            </tfoot>
          </DeskTable>
        </TableRegion>
      )}
    </section>
  )
}
