import type { Page } from '@playwright/test'

/** Records the page's layout shifts not caused by input, from its first paint on (call before goto). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, { __layoutShifts: shifts })
  })
}

/** The cumulative layout shift recorded so far (the sum: one short page view is one window). */
export function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce(
      (sum, value) => sum + value,
      0,
    ),
  )
}
