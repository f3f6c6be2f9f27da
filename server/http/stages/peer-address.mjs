// @ts-check
import { stampPeerAddress } from '../../security/peer-address-header.mjs'

/**
 * Hands the socket's peer address to the app, which counts rate limits by client: the header
 * goes in with this process's proof, replacing any a client sent (server/security).
 * @returns {import('../reply.mjs').Stage}
 */
export function peerAddressStage() {
  return {
    name: 'peer address',
    serve(request, next) {
      stampPeerAddress(request.req)
      return next()
    },
  }
}
