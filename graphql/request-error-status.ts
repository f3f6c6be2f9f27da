import type { ExecutionResult } from 'graphql'
import type { Plugin } from 'graphql-yoga'

interface HttpExtension {
  spec?: boolean
  status?: number
}

/**
 * Request errors (a syntax error, an invalid document, bad variables) answer 400 whatever the
 * client accepts. yoga marks them `http.spec`, which keeps status 200 for plain
 * application/json clients (curl, fetch without an accept header); the GraphQL-over-HTTP spec
 * allows 4xx there too, and a 200 carrying nothing but an error misleads caches, monitors and
 * scripts. Clients sending Apollo's accept header got 400 already.
 */
export function requestErrorStatusPlugin(): Plugin {
  return {
    onResultProcess({ result }) {
      const results = Array.isArray(result) ? result : [result]
      for (const each of results) {
        if (!each || Symbol.asyncIterator in each) continue
        for (const error of (each as ExecutionResult).errors ?? []) {
          const http = error.extensions?.http as HttpExtension | undefined
          if (http?.spec && http.status === 400) http.spec = false
        }
      }
    },
  }
}
