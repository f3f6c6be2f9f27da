import type { IncomingMessage, ServerResponse } from 'node:http'
import * as nodeFetch from '@whatwg-node/node-fetch'
import { isDraftModeRequest } from '@/lib/preview/draft-mode-cookie'
import { getDatabase } from '@/server/db'
import { hasLiveDeskSession } from '@/server/desk/draft-access'
import { createMoveYoga, type MoveYogaOptions } from './yoga'

export type GraphqlNodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/**
 * POST /graphql answered on the production server's own Node request, without Next's router
 * and route-handler runtime, which cost most of a map search's time under load (bench:load;
 * docs/decisions/0012-graphql-node-lane.md). The same server as app/graphql/route.ts (createMoveYoga:
 * limits, CSRF, errors), with preview decided as pages decide it: draft mode (from the build's
 * preview id) and a live desk session (server/desk/draft-access.ts).
 */
export function createGraphqlNodeRequestHandler(options: {
  previewModeId: string | undefined
}): GraphqlNodeRequestHandler {
  const yoga = createMoveYoga({
    db: async () => (await getDatabase()).db,
    isPreview: async (request) => {
      const cookies = request.headers.get('cookie')
      return isDraftModeRequest(cookies, options.previewModeId) && hasLiveDeskSession(cookies)
    },
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
