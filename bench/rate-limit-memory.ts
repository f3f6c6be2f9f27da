/**
 * `npm run bench:rate-limit-memory [-- --addresses 1000000]`
 *
 * The memory the in-memory rate limiter (server/security/rate-limit.ts) keeps while a flood of
 * distinct client addresses hits one budget within one window: heap growth after a full GC, for
 * the bounded limiter against the library's own store alone. Prints figures; the bound in the
 * module's header (about 2 × MAX_TRACKED_ADDRESSES × ~450 B per budget) should hold whatever
 * the number of addresses.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { PEER_ADDRESS_HEADER, peerAddressValue } from '@/server/security/peer-address-header.mjs'
import {
  createMemoryRateLimiter,
  limitRate,
  MAX_TRACKED_ADDRESSES,
  RATE_LIMIT_BUDGETS,
} from '@/server/security/rate-limit'

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) {
  console.error('Run with node --expose-gc (npm run bench:rate-limit-memory does).')
  process.exit(1)
}

const argIndex = process.argv.indexOf('--addresses')
const addresses = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 1_000_000

function address(i: number): string {
  return `${10 + ((i >>> 24) & 127)}.${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}`
}

function heapMb(): number {
  gc!()
  return process.memoryUsage().heapUsed / 1024 / 1024
}

async function main() {
  const budget = RATE_LIMIT_BUDGETS['analytics-event']

  const before = heapMb()
  const bounded = createMemoryRateLimiter()
  let limited = 0
  const started = Date.now()
  for (let i = 0; i < addresses; i += 1) {
    const request = new Request('http://localhost/api/events', {
      headers: { [PEER_ADDRESS_HEADER]: peerAddressValue(address(i)) },
    })
    if (await limitRate(request, 'analytics-event', { limiter: bounded })) limited += 1
  }
  const boundedMb = heapMb() - before
  const seconds = (Date.now() - started) / 1000

  const plainBefore = heapMb()
  const plain = new RateLimiterMemory({ points: budget.points, duration: budget.durationSeconds })
  const plainCount = Math.min(addresses, 200_000)
  for (let i = 0; i < plainCount; i += 1) await plain.consume(address(i)).catch(() => undefined)
  const plainMb = heapMb() - plainBefore

  console.log(`addresses in one window: ${addresses.toLocaleString('en-GB')}`)
  console.log(
    `bounded limiter: +${boundedMb.toFixed(1)} MB heap (cap ${MAX_TRACKED_ADDRESSES.toLocaleString('en-GB')} tracked addresses per window), ${limited.toLocaleString('en-GB')} answered 429 (the overflow counter), ${Math.round(addresses / seconds).toLocaleString('en-GB')} checks/s`,
  )
  console.log(
    `library store alone: +${plainMb.toFixed(1)} MB for ${plainCount.toLocaleString('en-GB')} addresses (${Math.round((plainMb * 1024 * 1024) / plainCount)} B each; unbounded: ${((plainMb / plainCount) * addresses).toFixed(0)} MB at ${addresses.toLocaleString('en-GB')})`,
  )
  process.exit(0)
}

void main()
