// @ts-check
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { registry } from '../process-registry.mjs'

/**
 * The request header our HTTP server (server/http/stages/peer-address.mjs) uses to hand the
 * socket's peer address to Next, which gives route handlers no access to the socket.
 *
 * The server writes it on every request, replacing whatever a client sent under that name, as
 * `{address} {proof}`: the proof is an HMAC of the address under a key this process made at
 * random (kept in the process registry). clientAddress() (client-address.ts) believes only a
 * value with a valid proof, so the header counts only when this process's server set it: not
 * when a client sends it to a Next that runs without our server (`next start`), nor when a
 * proxy in front of us passes one along. Plain JavaScript, so that the unbundled server can
 * import it.
 */
export const PEER_ADDRESS_HEADER = 'x-move-peer-address'

/** Base64url characters of the HMAC kept: 128 bits. */
const PROOF_LENGTH = 22

function processKey() {
  return (registry.peerAddressKey ??= randomBytes(32))
}

/** @param {string} address */
function proofOf(address) {
  return createHmac('sha256', processKey())
    .update(address)
    .digest('base64url')
    .slice(0, PROOF_LENGTH)
}

/**
 * The header's value for a peer at `address`, as this process's server writes it.
 * @param {string} address
 */
export function peerAddressValue(address) {
  return `${address} ${proofOf(address)}`
}

/**
 * The address a header value names, if this process's server wrote it; otherwise null.
 * @param {string | null | undefined} value
 * @returns {string | null}
 */
export function provenPeerAddress(value) {
  if (!value) return null
  const space = value.lastIndexOf(' ')
  if (space <= 0) return null
  const address = value.slice(0, space)
  const given = Buffer.from(value.slice(space + 1))
  const expected = Buffer.from(proofOf(address))
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null
}

/**
 * Replaces the peer-address header with the socket's remote address and its proof (removed
 * when the address is unknown, e.g. a destroyed socket).
 * @param {import('node:http').IncomingMessage} req
 */
export function stampPeerAddress(req) {
  const address = req.socket.remoteAddress
  if (address) req.headers[PEER_ADDRESS_HEADER] = peerAddressValue(address)
  else delete req.headers[PEER_ADDRESS_HEADER]
}
