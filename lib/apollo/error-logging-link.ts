import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { ErrorLink } from '@apollo/client/link/error'

/**
 * Spec §8: GraphQL and network errors are only logged (the islands show their own states:
 * 'Failed to load pricing information…', an empty map search). One line per GraphQL error with
 * its message, locations and path, one per network error with its text. A warning, not an
 * error: each failure is handled where it happens. An aborted request (a superseded map
 * search) is not a failure and is not logged.
 */
export function graphqlErrorLogLines(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map(
      ({ message, locations, path }) =>
        `[GraphQL error]: Message: ${message}, Location: ${JSON.stringify(locations ?? [])}, Path: ${(path ?? []).join('.')}`,
    )
  }
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown }
  // Checked by name: an abort is a DOMException, not always an Error instance.
  if (name === 'AbortError') return []
  const text =
    typeof name === 'string' && typeof message === 'string' ? `${name}: ${message}` : String(error)
  return [`[Network error]: ${text}`]
}

export const errorLoggingLink = new ErrorLink(({ error }) => {
  for (const line of graphqlErrorLogLines(error)) console.warn(line)
})
