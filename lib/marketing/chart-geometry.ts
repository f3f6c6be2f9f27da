/**
 * Geometry of the desk's "leads per day" bar chart, drawn on the server as SVG: one bar per
 * day, a y axis rounded up to a readable maximum with a few gridlines, and sparse date labels.
 * Pure numbers; the component only draws them.
 */
export interface ChartBox {
  width: number
  height: number
  /** Room for the y labels (left) and date labels (bottom). */
  left: number
  bottom: number
  top: number
  right: number
}

export const DEFAULT_CHART_BOX: ChartBox = {
  width: 720,
  height: 240,
  left: 40,
  bottom: 28,
  top: 12,
  right: 8,
}

export interface ChartBar {
  day: string
  count: number
  x: number
  y: number
  width: number
  height: number
}

export interface ChartTick {
  value: number
  y: number
}

export interface ChartLabel {
  day: string
  x: number
}

export interface BarChart {
  bars: ChartBar[]
  ticks: ChartTick[]
  labels: ChartLabel[]
  max: number
  /** The plot area's bottom edge (the x axis). */
  baseline: number
}

/**
 * The smallest "nice" number (1, 2 or 5 × 10ⁿ) at least `value`, and at least 1.
 *
 * @example niceCeiling(7) // 10
 * @example niceCeiling(23) // 50
 */
export function niceCeiling(value: number): number {
  if (!(value > 1)) return 1
  const magnitude = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= value) return step * magnitude
  }
  return 10 * magnitude
}

/**
 * The gridline step for a nice maximum: the smallest whole 1, 2 or 5 × 10ⁿ that needs at most
 * five steps, so counts read as whole numbers (0, 2, 4… not 0, 2.5, 5…).
 *
 * @example tickStep(10) // 2
 * @example tickStep(20) // 5
 */
export function tickStep(max: number): number {
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const step of [1, 2, 5]) {
      if (max / (step * magnitude) <= 5) return step * magnitude
    }
  }
}

/** How many date labels fit: about one per 60 px, never more than the days. */
function labelEvery(days: number, plotWidth: number): number {
  const fit = Math.max(1, Math.floor(plotWidth / 60))
  return Math.max(1, Math.ceil(days / fit))
}

const round = (value: number) => Math.round(value * 100) / 100

export function barChart(
  series: ReadonlyArray<{ day: string; count: number }>,
  box: ChartBox = DEFAULT_CHART_BOX,
): BarChart {
  const plotWidth = box.width - box.left - box.right
  const plotHeight = box.height - box.top - box.bottom
  const baseline = box.top + plotHeight
  const max = niceCeiling(Math.max(0, ...series.map((point) => point.count)))
  const slot = series.length > 0 ? plotWidth / series.length : plotWidth
  const gap = Math.min(4, slot * 0.2)
  const bars = series.map((point, index) => {
    const height = (Math.max(0, point.count) / max) * plotHeight
    return {
      day: point.day,
      count: point.count,
      x: round(box.left + index * slot + gap / 2),
      y: round(baseline - height),
      width: round(Math.max(1, slot - gap)),
      height: round(height),
    }
  })
  const step = tickStep(max)
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, index) => {
    const value = step * index
    return { value: round(value), y: round(baseline - (value / max) * plotHeight) }
  })
  const every = labelEvery(series.length, plotWidth)
  const labels = series
    .map((point, index) => ({ day: point.day, x: round(box.left + (index + 0.5) * slot), index }))
    // The last day (today) always gets its label; others at a steady interval before it.
    .filter(({ index }) => (series.length - 1 - index) % every === 0)
    .map(({ day, x }) => ({ day, x }))
  return { bars, ticks, labels, max, baseline: round(baseline) }
}
