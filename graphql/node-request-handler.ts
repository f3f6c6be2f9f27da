import type { IncomingMessage, ServerResponse } from 'node:http'
import * as nodeFetch from '@whatwg-node/node-fetch'
import { isDraftModeRequest } from '@/lib/preview/draft-mode-cookie'
import { getDatabase } from '@/server/db'
import { createMoveYoga, type MoveYogaOptions } from './yoga'

export type GraphqlNodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/**
 * POST /graphql answered on the production server's own Node request, without Next's router
 * and route-handler runtime, which cost most of a map search's time under load (bench:load;
 * docs/decisions/0012-graphql-node-lane.md). The same server as app/graphql/route.ts (createMoveYoga:
 * limits, CSRF, errors), with preview decided as draftMode() decides it, from the build's
 * preview id.
 */
export function createGraphqlNodeRequestHandler(options: {
  previewModeId: string | undefined
}): GraphqlNodeRequestHandler {
  const yoga = createMoveYoga({
    db: async () => (await getDatabase()).db,
    isPreview: (request) =>
      isDraftModeRequest(request.headers.get('cookie'), options.previewModeId),
    // Lazy bodies on Node's streams, where the platform's Request copied each body into web
    // streams with an AbortController (a fifth of a search's time under load).
    // (Typed as its own classes, which implement the Fetch API's.)
    fetchAPI: nodeFetch as unknown as MoveYogaOptions['fetchAPI'],
  })
  // Sends the response itself, and resolves once it has been written.
  return async (req, res) => {
    await yoga.requestListener(req, res)
  }
}
