/**
 * The API's `text(input)` result (spec §3: Text {value}; Document {blocks: Text | List}), as
 * plain shapes so both the generated query types and hand-made values fit. Text values are
 * sanitised HTML (graphql/resolvers/texts.ts sanitises every Text.value).
 */
export interface TextValue {
  __typename?: 'Text'
  value: string
}

export interface ListBlock {
  __typename?: 'List'
  ordered: boolean
  items: readonly TextValue[]
}

export type DocumentBlock = TextValue | ListBlock

export interface DocumentValue {
  __typename?: 'Document'
  blocks: readonly DocumentBlock[]
}

export type TextContentValue = TextValue | DocumentValue

export function isDocument(content: TextContentValue): content is DocumentValue {
  return 'blocks' in content
}

export function isListBlock(block: DocumentBlock): block is ListBlock {
  return 'items' in block
}

/**
 * The first plain value of a text result (spec §8): '' when there is no result or the document
 * is empty; a document that starts with anything but a Text logs
 * 'First element is not a Text value' and yields ''.
 *
 * @example firstTextValue({ value: 'Hello' }) // 'Hello'
 */
export function firstTextValue(content: TextContentValue | null | undefined): string {
  if (!content) return ''
  if (!isDocument(content)) return content.value
  const first = content.blocks[0]
  if (!first) return ''
  if (isListBlock(first)) {
    console.warn('First element is not a Text value')
    return ''
  }
  return first.value
}

/**
 * A document's first Text as a heading and the rest as the body (CMS step texts are written
 * that way). A plain Text has no heading: it is all body.
 */
export function splitHeading(content: TextContentValue | null | undefined): {
  heading: string
  rest: TextContentValue | null
} {
  if (!content) return { heading: '', rest: null }
  if (!isDocument(content)) return { heading: '', rest: content }
  const [first, ...blocks] = content.blocks
  if (!first || isListBlock(first)) return { heading: '', rest: content }
  return { heading: first.value, rest: { ...content, blocks } }
}
