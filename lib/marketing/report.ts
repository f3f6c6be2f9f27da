/**
 * The one thing components import to report a marketing action: a few hundred bytes, so the
 * page's first load stays light. Reports made before the lazily started client (./start)
 * connects wait in a small buffer; the client drains it when it connects.
 */
import type { MarketingReport } from './actions'

export type MarketingSink = (report: MarketingReport) => void

/** Reports kept until the client connects; older ones are dropped first. */
export const MAX_BUFFERED_REPORTS = 20

let sink: MarketingSink | null = null
let buffer: MarketingReport[] = []

export function reportMarketing(report: MarketingReport): void {
  if (sink) {
    sink(report)
    return
  }
  buffer = [...buffer, report].slice(-MAX_BUFFERED_REPORTS)
}

/** Connects the client: buffered reports go first, in order. Returns a disconnect. */
export function connectMarketingSink(next: MarketingSink): () => void {
  sink = next
  const waiting = buffer
  buffer = []
  for (const report of waiting) next(report)
  return () => {
    if (sink === next) sink = null
  }
}

/** Forgets the sink and the buffer (tests only). */
export function resetMarketingReportsForTests(): void {
  sink = null
  buffer = []
}
