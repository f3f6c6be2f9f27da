import { CombinedGraphQLErrors } from '@apollo/client/errors'

/** True when the operation failed with a GraphQL error carrying this extensions.code. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === code)
  )
}
