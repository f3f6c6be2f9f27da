/** What bench/experiments-probe.ts prints for bench/mixed-load.ts, which runs it. */

/** The line the probe prints once its connections are open: the mix starts then. */
export const PROBE_READY = 'ready'

/** Its last line, as JSON: latencies in milliseconds from each request's due time. */
export interface ProbeResult {
  requests: number
  p50: number
  p99: number
  max: number
  errors: number
}
