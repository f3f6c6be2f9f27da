import { styled } from 'next-yak'
import { countLabel, formatCount } from '@/lib/format/count'
import { barChart, DEFAULT_CHART_BOX } from '@/lib/marketing/chart-geometry'
import { shortDayLabel } from '@/lib/marketing/london-days'
import { colorValues, space } from '@/styles/tokens'
import { DeskTable, TableRegion } from './desk.styles'

const Figure = styled.figure`
  margin: ${space.lg} 0;

  svg {
    width: 100%;
    height: auto;
    max-width: ${DEFAULT_CHART_BOX.width}px;
  }

  details {
    margin-top: ${space.sm};
  }
`

/**
 * Leads per day as an SVG bar chart drawn on the server. Screen readers get the chart's summary
 * as its name and the same figures as a table (in a disclosure, for everyone who wants them).
 */
export function LeadsChart({
  series,
  period,
}: {
  series: Array<{ day: string; count: number }>
  period: number
}) {
  const chart = barChart(series)
  const total = series.reduce((sum, point) => sum + point.count, 0)
  const busiest = series.reduce(
    (best, point) => (point.count > (best?.count ?? -1) ? point : best),
    series[0],
  )
  const summary =
    `Leads per day, last ${period} days: ${countLabel(total, 'lead', 'leads')}` +
    (busiest && busiest.count > 0
      ? `, most on ${shortDayLabel(busiest.day)} (${formatCount(busiest.count)}).`
      : '.')
  const box = DEFAULT_CHART_BOX
  return (
    <Figure aria-labelledby="leads-chart-caption">
      <figcaption id="leads-chart-caption">
        <h2>Leads per day</h2>
        <p>{summary}</p>
      </figcaption>
      <svg viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-label={summary}>
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={box.left}
              x2={box.width - box.right}
              y1={tick.y}
              y2={tick.y}
              stroke={colorValues.border}
            />
            <text
              x={box.left - 6}
              y={tick.y + 4}
              textAnchor="end"
              fontSize="11"
              fill={colorValues.muted}
            >
              {tick.value}
            </text>
          </g>
        ))}
        {chart.bars.map((bar) => (
          <rect
            key={bar.day}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            fill={colorValues.primary}
          >
            <title>{`${shortDayLabel(bar.day)}: ${countLabel(bar.count, 'lead', 'leads')}`}</title>
          </rect>
        ))}
        <line
          x1={box.left}
          x2={box.width - box.right}
          y1={chart.baseline}
          y2={chart.baseline}
          stroke={colorValues.ink}
        />
        {chart.labels.map((label) => (
          <text
            key={label.day}
            x={label.x}
            y={box.height - 8}
            textAnchor="middle"
            fontSize="11"
            fill={colorValues.muted}
          >
            {shortDayLabel(label.day)}
          </text>
        ))}
      </svg>
      <details>
        <summary>Leads per day as a table</summary>
        <TableRegion role="region" aria-label="Leads per day" tabIndex={0}>
          <DeskTable>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" data-numeric="">
                  Leads
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((point) => (
                <tr key={point.day}>
                  <th scope="row">
                    <time dateTime={point.day}>{shortDayLabel(point.day)}</time>
                  </th>
                  <td data-numeric="">{formatCount(point.count)}</td>
                </tr>
              ))}
            </tbody>
          </DeskTable>
        </TableRegion>
      </details>
    </Figure>
  )
}
