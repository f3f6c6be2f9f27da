import { getOperationAST } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import type { GraphQLContext } from './context'

/**
 * How long a shared cache (our server's micro-cache, a CDN) may reuse a public answer. One
 * second: the catalogue is public, but an edit must reach every visitor within the 2 s that
 * instances take to see it.
 */
export const PUBLIC_ANSWER_SHARED_MAX_AGE_SECONDS = 1

const PUBLIC_ANSWER = `public, max-age=0, s-maxage=${PUBLIC_ANSWER_SHARED_MAX_AGE_SECONDS}`
const PRIVATE_ANSWER = 'private, no-store'

/**
 * Says in Cache-Control which answers a shared cache may keep: a GET query (the browser's
 * islands send their queries as GETs) answered without errors, outside preview. Everything
 * else (POSTs, mutations, errors, drafts) is private: the catalogue's drafts must never reach a
 * cache, and an error must not outlive its cause.
 */
export function publicCacheControlPlugin(): Plugin {
  const publicRequests = new WeakSet<Request>()
  return {
    onExecute({ args }) {
      const context: Partial<GraphQLContext> | undefined = args.contextValue
      const request = context?.request
      if (request?.method !== 'GET' || context?.preview !== false) return
      const operation = getOperationAST(args.document, args.operationName ?? undefined)
      if (operation?.operation !== 'query') return
      return {
        onExecuteDone({ result }) {
          const single = !(Symbol.asyncIterator in result)
          if (single && !result.errors?.length) publicRequests.add(request)
        },
      }
    },
    onResponse({ request, response }) {
      const shared = response.status === 200 && publicRequests.has(request)
      response.headers.set('Cache-Control', shared ? PUBLIC_ANSWER : PRIVATE_ANSWER)
    },
  }
}
