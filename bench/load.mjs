// The benchmark's load generator, run in its own process so it does not share the server's
// event loop: autocannon against one GraphQL body, results back to the parent over IPC.
// Usage (from bench/search.ts): fork('bench/load.mjs', [url, JSON.stringify(options)]).
import autocannon from 'autocannon'

const [url, raw] = process.argv.slice(2)
const { connections, duration, body, jitter } = JSON.parse(raw)

const JITTERED_BODIES = 1024

/**
 * With `jitter`, each request moves the viewport a little (same size box, ±0.01° centre). The
 * bodies are made before the clock starts: on a 2-core machine, time the load generator spends
 * building JSON per request is time the server under test does not get.
 */
function jitteredBodies() {
  const parsed = JSON.parse(body)
  const v = parsed.variables
  return Array.from({ length: JITTERED_BODIES }, () => {
    const dLat = (Math.random() - 0.5) * 0.02
    const dLng = (Math.random() - 0.5) * 0.02
    return JSON.stringify({
      ...parsed,
      variables: {
        ...v,
        north: v.north + dLat,
        south: v.south + dLat,
        east: v.east + dLng,
        west: v.west + dLng,
      },
    })
  })
}

const bodies = jitter ? jitteredBodies() : [body]
let next = 0

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
      setupRequest: (request) => {
        next = (next + 1) % bodies.length
        return { ...request, body: bodies[next] }
      },
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
