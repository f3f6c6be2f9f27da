/**
 * Our terms pages' content: the CMS Document and its last-updated date (lib/terms.ts), read
 * through the API in-process like every other CMS text.
 */
import { getClient } from '@/graphql/client/server-client'
import { TermsTextDocument } from '@/graphql/generated/client/graphql'
import { firstTextValue, type TextContentValue } from '@/lib/text-content'
import { lastUpdated, termsSections, TERMS_TEXT_KEYS, type TermsKind } from '@/lib/terms'

export async function loadTerms(kind: TermsKind) {
  const keys = TERMS_TEXT_KEYS[kind]
  const { data } = await getClient().query({
    query: TermsTextDocument,
    variables: { body: keys.body, updated: keys.updated },
  })
  const body = (data?.body ?? null) as TextContentValue | null
  const terms = termsSections(body)
  if (terms.sections.length === 0) return null
  const updated = data?.updated
    ? lastUpdated(firstTextValue(data.updated as TextContentValue))
    : null
  return { terms, updated }
}
