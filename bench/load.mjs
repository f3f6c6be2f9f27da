// The benchmark's load generator, run in its own process so it does not share the server's
// event loop: autocannon against one GraphQL body, results back to the parent over IPC.
// Usage (from bench/search.ts): fork('bench/load.mjs', [url, JSON.stringify(options)]).
import autocannon from 'autocannon'

const [url, raw] = process.argv.slice(2)
const { connections, duration, body, jitter } = JSON.parse(raw)

/** Moves the viewport a little per request (same size box, ±0.01° centre) when asked. */
function jittered() {
  if (!jitter) return body
  const parsed = JSON.parse(body)
  const v = parsed.variables
  const dLat = (Math.random() - 0.5) * 0.02
  const dLng = (Math.random() - 0.5) * 0.02
  parsed.variables = {
    ...v,
    north: v.north + dLat,
    south: v.south + dLat,
    east: v.east + dLng,
    west: v.west + dLng,
  }
  return JSON.stringify(parsed)
}

const result = await autocannon({
  url,
  connections,
  duration,
  requests: [
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      setupRequest: (request) => ({ ...request, body: jittered() }),
    },
  ],
})
process.send({
  requestsPerSecond: result.requests.average,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  total: result.requests.total,
})
