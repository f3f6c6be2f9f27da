/**
 * Lets a test call a route module's own GET/POST (app/…/route.ts) outside Next: the
 * process-wide database (server/db getDatabase) becomes the test's handle, and the process-wide
 * rate limiter is rebuilt from it (memory for PGlite; PostgreSQL when `postgres` is given, as
 * DATABASE_URL would make it). Mock next/headers in the test file for routes that use
 * draftMode().
 */
import type { DatabaseHandle } from '@/server/db/client'
import { registry } from '@/server/process-registry.mjs'
import { PEER_ADDRESS_HEADER, peerAddressValue } from '@/server/security/peer-address-header.mjs'

export function useRouteDatabase(handle: DatabaseHandle): void {
  registry.database.opening = Promise.resolve(handle)
  registry.rateLimiter = undefined
  if (handle.driver === 'postgres') process.env.DATABASE_URL = process.env.TEST_DATABASE_URL
  else delete process.env.DATABASE_URL
}

export function releaseRouteDatabase(): void {
  registry.database.opening = undefined
  registry.rateLimiter = undefined
  delete process.env.DATABASE_URL
}

// Random per test file, so runs on a shared PostgreSQL (counters live a minute) do not meet.
const base = Math.floor(Math.random() * 15_000_000)
let counter = 0
/** A client address no other test uses. */
export function freshClientAddress(): string {
  counter += 1
  const n = base + counter
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** Headers as our HTTP server hands them to Next for a client at `address`. */
export function fromClient(address: string, headers: Record<string, string> = {}): Headers {
  return new Headers({ ...headers, [PEER_ADDRESS_HEADER]: peerAddressValue(address) })
}

/** The peer-address header as our HTTP server writes it for a client at `address`. */
export function peerHeader(address: string): Record<string, string> {
  return { [PEER_ADDRESS_HEADER]: peerAddressValue(address) }
}
