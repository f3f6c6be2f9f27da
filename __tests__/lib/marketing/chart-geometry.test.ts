import { barChart, niceCeiling, tickStep, type ChartBox } from '@/lib/marketing/chart-geometry'

describe('niceCeiling', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [2, 2],
    [3, 5],
    [7, 10],
    [10, 10],
    [11, 20],
    [23, 50],
    [51, 100],
    [420, 500],
  ])('%p → %p', (value, expected) => {
    expect(niceCeiling(value)).toBe(expected)
  })
})

describe('tickStep', () => {
  it.each([
    [1, 1],
    [2, 1],
    [5, 1],
    [10, 2],
    [20, 5],
    [50, 10],
    [100, 20],
    [200, 50],
    [500, 100],
    [1000, 200],
  ])('%p → %p', (max, step) => {
    expect(tickStep(max)).toBe(step)
    expect(Number.isInteger(max / step)).toBe(true)
  })
})

const BOX: ChartBox = { width: 120, height: 110, left: 10, right: 10, top: 10, bottom: 0 }

describe('barChart', () => {
  it('scales bars to the rounded maximum, from the baseline', () => {
    const chart = barChart(
      [
        { day: '2026-11-24', count: 0 },
        { day: '2026-11-25', count: 5 },
        { day: '2026-11-26', count: 10 },
      ],
      BOX,
    )
    expect(chart.max).toBe(10)
    expect(chart.baseline).toBe(110)
    expect(chart.bars.map((bar) => bar.height)).toEqual([0, 50, 100])
    expect(chart.bars.map((bar) => bar.y)).toEqual([110, 60, 10])
    // Three slots of 100 / 3 px, each bar inset by its gap.
    expect(chart.bars[0]!.x).toBeCloseTo(12)
    expect(chart.bars[2]!.x).toBeCloseTo(10 + (2 * 100) / 3 + 2)
    expect(chart.bars.every((bar) => bar.width > 0)).toBe(true)
  })

  it('puts gridlines at even steps of the maximum', () => {
    const chart = barChart([{ day: '2026-11-26', count: 17 }], BOX)
    expect(chart.max).toBe(20)
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 5, 10, 15, 20])
    expect(chart.ticks.map((tick) => tick.y)).toEqual([110, 85, 60, 35, 10])
  })

  it('an empty period still has an axis from 0 to 1', () => {
    const chart = barChart([{ day: '2026-11-26', count: 0 }], BOX)
    expect(chart.max).toBe(1)
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 1])
    expect(chart.bars[0]!.height).toBe(0)
  })

  it('labels today and days at a steady interval before it, never more than fit', () => {
    const series = Array.from({ length: 90 }, (_, index) => ({
      day: `d${index}`,
      count: index,
    }))
    const chart = barChart(series) // 672 px of plot: 11 labels fit
    expect(chart.labels.at(-1)?.day).toBe('d89')
    expect(chart.labels.length).toBeLessThanOrEqual(11)
    expect(chart.labels.length).toBeGreaterThan(5)
    const xs = chart.labels.map((label) => label.x)
    expect([...xs].sort((a, b) => a - b)).toEqual(xs)
  })

  it('labels every day of a week', () => {
    const series = Array.from({ length: 7 }, (_, index) => ({ day: `d${index}`, count: 1 }))
    expect(barChart(series).labels).toHaveLength(7)
  })
})
