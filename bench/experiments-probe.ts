/**
 * bench:load's probe of GET /api/experiments, run as a process of its own (bench/mixed-load.ts
 * starts it beside the mix). In the mix's own process its latencies also held the load
 * generator's event loop, which parses ~1,200 answers a second on the same two cores: a probe
 * request waited there as long as in the server.
 *
 * It asks at a steady RATE a second, a sample rather than load of its own: closed-loop, its
 * connections asked as fast as they were answered, ~800 a second from the assignments thread,
 * which then took CPU from the mix it was measuring and filled the rate limit's table of new
 * addresses (each request is a new visitor) until its overflow refused them.
 *
 * Usage: tsx bench/experiments-probe.ts ORIGIN CONNECTIONS SECONDS RATE
 * Prints one JSON line: { requests, p50, p99, max, errors }.
 */
import autocannon from 'autocannon'
import { randomAddress } from './app-server'
import { experimentsPath } from './experiments-path'

export interface ProbeResult {
  requests: number
  p50: number
  p99: number
  max: number
  errors: number
}

async function main() {
  const [origin, connections, seconds, rate] = process.argv.slice(2)
  if (!origin || !connections || !seconds || !rate) {
    throw new Error('usage: tsx bench/experiments-probe.ts ORIGIN CONNECTIONS SECONDS RATE')
  }
  const result = await autocannon({
    url: origin,
    connections: Number(connections),
    duration: Number(seconds),
    overallRate: Number(rate),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: 'GET',
          path: experimentsPath('/london'),
          headers: { accept: 'application/json', 'x-forwarded-for': randomAddress() },
        }),
      },
    ],
  })
  const probe: ProbeResult = {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  }
  console.log(JSON.stringify(probe))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
