import { buildTexts } from '@/server/db/seed/catalogue/seed-texts'
import { lastUpdated, termsSections, TERMS_TEXT_KEYS } from '@/lib/terms'
import type { DocumentValue } from '@/lib/text-content'

describe('termsSections', () => {
  const document: DocumentValue = {
    blocks: [
      { value: 'These terms apply to you.' },
      { value: 'About us' },
      { ordered: true, items: [{ value: 'We run a marketplace.' }, { value: 'You are 18+.' }] },
      { value: 'A stray paragraph.' },
      { ordered: false, items: [{ value: 'an unordered list is not a section' }] },
      { value: 'Payment' },
      { ordered: true, items: [{ value: 'You pay monthly.' }] },
    ],
  }

  it('reads intro paragraphs and numbered sections with numbered clauses', () => {
    expect(termsSections(document)).toEqual({
      intro: ['These terms apply to you.', 'A stray paragraph.'],
      sections: [
        {
          number: '1',
          heading: 'About us',
          clauses: [
            { number: '1.1', html: 'We run a marketplace.' },
            { number: '1.2', html: 'You are 18+.' },
          ],
        },
        { number: '2', heading: 'Payment', clauses: [{ number: '2.1', html: 'You pay monthly.' }] },
      ],
    })
  })

  it.each([
    ['nothing', null, { intro: [], sections: [] }],
    ['a plain Text', { value: 'Hello' }, { intro: ['Hello'], sections: [] }],
    ['an empty document', { blocks: [] }, { intro: [], sections: [] }],
  ])('%s', (_, content, expected) => {
    expect(termsSections(content)).toEqual(expected)
  })
})

describe('lastUpdated', () => {
  it.each([
    ['2026-11-02', { iso: '2026-11-02', label: '2 November 2026' }],
    [' 2024-02-29 ', { iso: '2024-02-29', label: '29 February 2024' }],
    ['2025-02-29', null],
    ['2026-13-01', null],
    ['02/11/2026', null],
    ['', null],
  ])('%p', (value, expected) => {
    expect(lastUpdated(value)).toEqual(expected)
  })
})

describe('the seeded terms', () => {
  const texts = buildTexts()
  const content = (key: string) => texts.find((row) => row.key === key && !row.cityCode)?.content

  it.each(Object.entries(TERMS_TEXT_KEYS))(
    '%s terms: a Document of headed, numbered sections with a valid date',
    (_, keys) => {
      const body = content(keys.body)
      expect(body?.kind).toBe('Document')
      if (body?.kind !== 'Document') return
      const asApi: DocumentValue = {
        blocks: body.blocks.map((block) =>
          block.kind === 'Text'
            ? { value: block.value }
            : { ordered: block.ordered, items: block.items.map((value) => ({ value })) },
        ),
      }
      const terms = termsSections(asApi)
      expect(terms.sections.length).toBeGreaterThanOrEqual(8)
      for (const section of terms.sections) expect(section.clauses.length).toBeGreaterThan(0)
      const updated = content(keys.updated)
      expect(updated?.kind === 'Text' && lastUpdated(updated.value)).toBeTruthy()
    },
  )
})
