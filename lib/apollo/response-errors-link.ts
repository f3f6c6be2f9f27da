import { ApolloLink } from '@apollo/client/link'
import { ServerError, ServerParseError } from '@apollo/client/errors'
import { catchError, map } from 'rxjs'

/**
 * The spec's error catalogue for HTTP responses (§8), which Apollo Client 4's HttpLink words
 * differently: a status of 300 or above is 'Response not successful: Received status code {n}'
 * even when the body is a GraphQL error response (yoga sends those as
 * application/graphql-response+json, which HttpLink reads as a result); a body with neither
 * `data` nor `errors` is 'Server response was missing for query …' (HttpLink: "malformed");
 * JSON that does not parse stays HttpLink's ServerParseError. The status is checked first, as
 * the spec's order has it. Sits directly in front of the HttpLink, which leaves the fetch
 * Response in the operation's context.
 */
export function notSuccessfulMessage(status: number): string {
  return `Response not successful: Received status code ${status}`
}

export function missingResponseMessage(operationName: string | undefined): string {
  return `Server response was missing for query '${operationName ?? ''}'.`
}

function responseOf(operation: ApolloLink.Operation): Response | undefined {
  const { response } = operation.getContext() as { response?: Response }
  return typeof response?.status === 'number' ? response : undefined
}

export const responseErrorsLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      const response = responseOf(operation)
      if (response && response.status >= 300) {
        throw new ServerError(notSuccessfulMessage(response.status), {
          response,
          bodyText: JSON.stringify(result),
        })
      }
      return result
    }),
    catchError((error: unknown) => {
      if (ServerError.is(error) || ServerParseError.is(error)) {
        const { response, bodyText } = error
        if (response.status >= 300) {
          if (error.message === notSuccessfulMessage(response.status)) throw error
          throw new ServerError(notSuccessfulMessage(response.status), { response, bodyText })
        }
        // Below 300 HttpLink throws a ServerError only for a body without data or errors.
        if (ServerError.is(error)) {
          throw new ServerError(missingResponseMessage(operation.operationName), {
            response,
            bodyText,
          })
        }
      }
      throw error
    }),
  ),
)
