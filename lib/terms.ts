/**
 * Our terms pages (/terms, /partner-terms) are CMS Documents (spec §3): Text and List blocks.
 * A Text followed by an ordered List is a numbered section (the Text its heading, the items its
 * clauses); any other Text is an introductory paragraph. The last-updated date is a Text of its
 * own (an ISO date), so editors change it without touching the body.
 */
import { isDocument, isListBlock, type TextContentValue } from './text-content'

export const TERMS_PATH = '/terms'
export const PARTNER_TERMS_PATH = '/partner-terms'
export const PARTNER_TERMS_TITLE = 'Partner Terms'

export const TERMS_TEXT_KEYS = {
  customer: { body: 'terms.customer', updated: 'terms.customer.updated' },
  partner: { body: 'terms.partner', updated: 'terms.partner.updated' },
} as const

export type TermsKind = keyof typeof TERMS_TEXT_KEYS

export interface TermsSection {
  /** '3' for the third section; its clauses are '3.1', '3.2'… */
  number: string
  heading: string
  clauses: Array<{ number: string; html: string }>
}

export interface TermsDocument {
  intro: string[]
  sections: TermsSection[]
}

/** The document's intro paragraphs and numbered sections (empty for a missing text). */
export function termsSections(content: TextContentValue | null | undefined): TermsDocument {
  const document: TermsDocument = { intro: [], sections: [] }
  if (!content) return document
  if (!isDocument(content)) return { ...document, intro: content.value ? [content.value] : [] }
  const blocks = content.blocks
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]!
    const next = blocks[index + 1]
    if (isListBlock(block)) continue // a list without a heading: not a section
    if (next && isListBlock(next) && next.ordered) {
      const number = String(document.sections.length + 1)
      document.sections.push({
        number,
        heading: block.value,
        clauses: next.items.map((item, clause) => ({
          number: `${number}.${clause + 1}`,
          html: item.value,
        })),
      })
      index += 1
    } else if (block.value !== '') {
      document.intro.push(block.value)
    }
  }
  return document
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * '2026-11-02' → { iso: '2026-11-02', label: '2 November 2026' }; null for anything else.
 */
export function lastUpdated(value: string): { iso: string; label: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match) return null
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return { iso: match[0], label: `${day} ${MONTHS[month - 1]} ${year}` }
}
