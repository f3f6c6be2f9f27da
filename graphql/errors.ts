import { createGraphQLError } from 'graphql-yoga'

/**
 * The user-facing errors of the API. Anything else a resolver throws is masked by yoga as
 * 'Unexpected error.' with no stack.
 */
export type ErrorCode = 'BAD_USER_INPUT' | 'NOT_FOUND'

export function badUserInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' satisfies ErrorCode } })
}

export function notFound(message: string) {
  return createGraphQLError(message, { extensions: { code: 'NOT_FOUND' satisfies ErrorCode } })
}
