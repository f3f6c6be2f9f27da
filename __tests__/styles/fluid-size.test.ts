import { breakpoints, fluidSize, headingSizeValues, layout } from '@/styles/tokens'

/** The pixel size a browser computes from a `clamp(min, a rem + b vw, max)` at a viewport width. */
function computedPx(size: string, viewportWidth: number): number {
  const match = /^clamp\(([\d.]+)rem, ([\d.-]+)rem \+ ([\d.]+)vw, ([\d.]+)rem\)$/.exec(size)
  if (!match) throw new Error(`not a fluid size: ${size}`)
  const [min, intercept, slope, max] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ]
  const preferred = intercept * 16 + (slope * viewportWidth) / 100
  return Math.min(Math.max(preferred, min * 16), max * 16)
}

describe('fluidSize', () => {
  it.each([
    [2, 3.5, 320, 32],
    [2, 3.5, 412, 32],
    [2, 3.5, breakpoints.tablet, 32],
    [2, 3.5, (breakpoints.tablet + layout.containerMaxWidth) / 2, 44],
    [2, 3.5, layout.containerMaxWidth, 56],
    [2, 3.5, 1800, 56],
    [1.625, 2.5, 375, 26],
    [1.625, 2.5, layout.containerMaxWidth, 40],
    [1.375, 2, 599, 22],
  ])('fluidSize(%p, %p) at %p px wide is %p px', (min, max, width, expected) => {
    expect(computedPx(fluidSize(min, max), width)).toBeCloseTo(expected, 1)
  })

  it('gives every phone the same heading sizes', () => {
    const fluid = [headingSizeValues.page, headingSizeValues.section, headingSizeValues.subsection]
    for (const width of [320, 375, 412, breakpoints.phoneMax]) {
      expect(fluid.map((size) => computedPx(size, width))).toEqual([32, 26, 22])
    }
  })
})
