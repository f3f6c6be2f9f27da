import type { Page } from '@playwright/test'

interface RecordedShift {
  value: number
  startTime: number
  /** What moved: each source node as tag#id.class, with its box before and after. */
  moved: string[]
}

/** Records the page's layout shifts not caused by input, from its first paint on (call before goto). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = []
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?'
      const id = node.id ? `#${node.id}` : ''
      const classes = node.classList.length ? `.${Array.from(node.classList).join('.')}` : ''
      return `${node.tagName.toLowerCase()}${id}${classes}`
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: Array<{
          node: Node | null
          previousRect: DOMRectReadOnly
          currentRect: DOMRectReadOnly
        }>
      })[]) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          moved: (entry.sources ?? []).map(
            ({ node, previousRect: a, currentRect: b }) =>
              `${describe(node)} ${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}`,
          ),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, { __layoutShifts: shifts })
  })
}

/**
 * The page's CLS as browsers and Lighthouse define it: shifts grouped in session windows (each
 * within 1 s of the previous and 5 s of the first), the largest window's sum. A slow host that
 * stretches the page view over more windows is not summed across them.
 */
export function largestShiftWindow(shifts: ReadonlyArray<{ value: number; startTime: number }>) {
  let largest = 0
  let sum = 0
  let first = -Infinity
  let previous = -Infinity
  for (const { value, startTime } of shifts) {
    if (startTime - previous > 1_000 || startTime - first > 5_000) {
      sum = 0
      first = startTime
    }
    sum += value
    previous = startTime
    largest = Math.max(largest, sum)
  }
  return largest
}

/** The shifts recorded so far, each with what moved: for a failing assertion's message. */
export function layoutShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(
    () => (window as unknown as { __layoutShifts: RecordedShift[] }).__layoutShifts,
  )
}

/** The cumulative layout shift of the page view so far (largestShiftWindow). */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  return largestShiftWindow(await layoutShifts(page))
}
