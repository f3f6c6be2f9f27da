import { print, type DocumentNode } from 'graphql'
import { addTypenameToDocument } from '@apollo/client/utilities'
import * as generated from '@/lib/gql/graphql'

/**
 * The texts of the app's own operations (graphql/operations, generated into typed documents)
 * exactly as they reach /graphql: printed by graphql-js (our tests, the benchmark, scripts) or
 * by Apollo Client after its cache added `__typename` to every selection (the browser islands).
 * A request whose text is one of these is a known, finite set: safe to compile and keep.
 */
function isOperationDocument(value: unknown): value is DocumentNode {
  const document = value as DocumentNode | null
  return (
    typeof document === 'object' &&
    document?.kind === 'Document' &&
    document.definitions.some((definition) => definition.kind === 'OperationDefinition')
  )
}

function ownOperationTexts(): ReadonlySet<string> {
  const texts = new Set<string>()
  for (const value of Object.values(generated)) {
    if (!isOperationDocument(value)) continue
    texts.add(print(value))
    texts.add(print(addTypenameToDocument(value)))
  }
  return texts
}

export const OWN_OPERATION_TEXTS = ownOperationTexts()

/** Whether `text` (a request's `query`, as sent) is one of the app's own operations. */
export function isOwnOperationText(text: string | undefined): boolean {
  return text !== undefined && OWN_OPERATION_TEXTS.has(text)
}
