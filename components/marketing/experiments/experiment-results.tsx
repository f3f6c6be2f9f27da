import { formatCount } from '@/lib/format/count'
import { formatDifference, formatPercent, type GoalReport } from '@/lib/experiments/report'
import { MIN_VISITORS_PER_ARM, MIN_CONVERSIONS_PER_ARM } from '@/lib/experiments/statistics'
import { DeskTable, TableRegion } from '../desk.styles'
import { Warning } from './experiments.styles'

/**
 * Per goal and variant: visitors, conversions and rate, the difference from control with its
 * 95 % interval, the probability to beat control and a warning while the sample is too small;
 * above them the sample-ratio-mismatch warning when the split departs from the allocation.
 */
export function ExperimentResults({
  experimentKey,
  reports,
  retired,
}: {
  experimentKey: string
  reports: readonly GoalReport[]
  retired: ReadonlySet<string>
}) {
  const srm = reports[0]?.results
  return (
    <>
      {srm?.sampleRatioMismatch && srm.sampleRatio ? (
        <Warning role="note">
          Sample ratio mismatch: the visitors’ split departs from the allocation (chi-square{' '}
          {srm.sampleRatio.statistic.toFixed(1)}, p{' '}
          {srm.sampleRatio.pValue < 0.0001 ? '< 0.0001' : srm.sampleRatio.pValue.toFixed(4)}).
          Something is assigning or counting visitors unevenly; do not trust these results until it
          is found.
        </Warning>
      ) : null}
      {reports.map(({ goal, label, results }) => (
        <TableRegion
          key={goal}
          role="region"
          aria-label={`${experimentKey}: ${label}`}
          tabIndex={0}
        >
          <DeskTable>
            <caption>{label}</caption>
            <thead>
              <tr>
                <th scope="col">Variant</th>
                <th scope="col" data-numeric="">
                  Visitors
                </th>
                <th scope="col" data-numeric="">
                  Converted
                </th>
                <th scope="col" data-numeric="">
                  Rate
                </th>
                <th scope="col">Difference from control (95 % interval)</th>
                <th scope="col" data-numeric="">
                  Chance to beat control
                </th>
              </tr>
            </thead>
            <tbody>
              {results.variants.map((variant, index) => (
                <tr key={variant.key}>
                  <th scope="row">
                    {variant.key}
                    {retired.has(variant.key) ? ' (removed)' : ''}
                  </th>
                  <td data-numeric="">{formatCount(variant.arm.visitors)}</td>
                  <td data-numeric="">{formatCount(variant.arm.conversions)}</td>
                  <td data-numeric="">{formatPercent(variant.rate)}</td>
                  <td>
                    {index === 0
                      ? 'control'
                      : variant.test
                        ? formatDifference(variant.test.difference, variant.test.interval)
                        : '–'}
                    {variant.tooSmall ? (
                      <>
                        <br />
                        <strong>Too small to decide</strong> (each arm needs {MIN_VISITORS_PER_ARM}{' '}
                        visitors and {MIN_CONVERSIONS_PER_ARM} conversions)
                      </>
                    ) : null}
                  </td>
                  <td data-numeric="">
                    {index === 0 ? '–' : formatPercent(variant.probabilityToBeat, 0)}
                  </td>
                </tr>
              ))}
            </tbody>
          </DeskTable>
        </TableRegion>
      ))}
    </>
  )
}
