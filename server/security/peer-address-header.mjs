// @ts-check
/**
 * The request header our HTTP server (server/http/stages/peer-address.mjs) uses to hand the socket's peer address
 * to Next. Next gives route handlers no access to the socket, so the server writes the address
 * into this header on every request, overwriting whatever a client sent under the same name:
 * a client cannot choose the address it is counted under. Read it with clientAddress()
 * (client-address.ts); plain JavaScript so that the unbundled server can import it without a build.
 */
export const PEER_ADDRESS_HEADER = 'x-move-peer-address'

/**
 * Overwrites the peer-address header with the socket's remote address (removed when unknown,
 * e.g. a destroyed socket).
 * @param {import('node:http').IncomingMessage} req
 */
export function stampPeerAddress(req) {
  const address = req.socket.remoteAddress
  if (address) req.headers[PEER_ADDRESS_HEADER] = address
  else delete req.headers[PEER_ADDRESS_HEADER]
}
