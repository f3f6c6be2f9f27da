import { createGraphQLError } from 'graphql-yoga'

/**
 * The user-facing errors of the API. Anything else a resolver throws is masked by yoga as
 * 'Unexpected error.' with no stack. Parse and validation failures carry yoga's own codes,
 * GRAPHQL_PARSE_FAILED and GRAPHQL_VALIDATION_FAILED, with status 400.
 */
export type ErrorCode =
  'BAD_USER_INPUT' | 'NOT_FOUND' | 'QUERY_TOO_COSTLY' | 'EXECUTION_TIMEOUT' | 'RESPONSE_TOO_LARGE'

export function badUserInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' satisfies ErrorCode } })
}

export function notFound(message: string) {
  return createGraphQLError(message, { extensions: { code: 'NOT_FOUND' satisfies ErrorCode } })
}

/**
 * An operation refused or ended by one of the API's bounds (graphql/limits.ts). `status` is the
 * HTTP status yoga answers with (the `http` extension is stripped from the body): 400 for a
 * query refused before it runs, 503 for one the server gave up on.
 */
export function boundExceeded(
  code: Extract<ErrorCode, 'QUERY_TOO_COSTLY' | 'EXECUTION_TIMEOUT' | 'RESPONSE_TOO_LARGE'>,
  message: string,
  status: number,
) {
  return createGraphQLError(message, { extensions: { code, http: { status } } })
}
