import { ApolloLink, HttpLink } from '@apollo/client'
import { errorLoggingLink } from './error-logging-link'
import { responseErrorsLink } from './response-errors-link'

/**
 * The browser client's link chain: errors logged (spec §8), worded as the spec's catalogue
 * (response-errors-link.ts), then JSON POSTs to `uri` (spec §7: POST /graphql with a JSON body;
 * the API's CSRF prevention needs no extra header for them). `fetch` for tests.
 */
export function browserGraphqlLink(uri: string, fetch?: typeof globalThis.fetch): ApolloLink {
  return ApolloLink.from([errorLoggingLink, responseErrorsLink, new HttpLink({ uri, fetch })])
}
