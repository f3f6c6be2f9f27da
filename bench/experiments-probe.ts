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
 * Its connections are open before the mix starts, as a browser's is when its page asks for its
 * assignments: a Node server accepts one new connection per turn of its event loop (libuv ≥ 1.45),
 * so under load a new connection waits seconds to be accepted, which is not the lane's latency
 * (bench/RESULTS.md). Each request's latency runs from the moment it was due, not from when a
 * connection was free to send it: a stalled server is not sampled less (coordinated omission).
 *
 * Usage: tsx bench/experiments-probe.ts ORIGIN CONNECTIONS SECONDS RATE
 * Prints `ready` once its connections are open, then one JSON line:
 * { requests, p50, p99, max, errors }.
 */
import http from 'node:http'
import { randomAddress } from './app-server'
import { experimentsPath } from './experiments-path'
import { PROBE_READY, type ProbeResult } from './experiments-probe-protocol'
import { percentile } from './percentile'

/** A request not answered within this long counts as an error. */
const REQUEST_TIMEOUT_MS = 30_000

/** One GET on `agent`'s connections: its status, or 0 on a failure. */
function get(agent: http.Agent, origin: URL): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(
      {
        host: origin.hostname,
        port: origin.port,
        agent,
        path: experimentsPath('/london'),
        headers: { accept: 'application/json', 'x-forwarded-for': randomAddress() },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', () => resolve(0))
      },
    )
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(0))
  })
}

async function main() {
  const [originArgument, connections, seconds, rate] = process.argv.slice(2)
  if (!originArgument || !connections || !seconds || !rate) {
    throw new Error('usage: tsx bench/experiments-probe.ts ORIGIN CONNECTIONS SECONDS RATE')
  }
  const origin = new URL(originArgument)
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) })
  // Opened before the mix: one request on each connection, not counted.
  await Promise.all(Array.from({ length: Number(connections) }, () => get(agent, origin)))
  console.log(PROBE_READY)

  const latencies: number[] = []
  let errors = 0
  const total = Number(seconds) * Number(rate)
  const intervalMs = 1000 / Number(rate)
  const start = performance.now()
  const answers: Array<Promise<void>> = []
  for (let index = 0; index < total; index += 1) {
    const due = start + index * intervalMs
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    answers.push(
      get(agent, origin).then((status) => {
        if (status >= 200 && status < 300) latencies.push(performance.now() - due)
        else errors += 1
      }),
    )
  }
  await Promise.all(answers)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const probe: ProbeResult = {
    requests: latencies.length + errors,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? NaN),
    errors,
  }
  console.log(JSON.stringify(probe))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
