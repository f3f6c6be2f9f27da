import { DOCUMENT_TYPE, FAQ_TYPE, TESTIMONIAL_TYPE, TEXT_TYPE } from '@/lib/content/content-types'
import { diffValues, displayValue } from '@/lib/desk-editing/revision-diff'
import { fieldNamed, type DocumentType } from '@/lib/desk-editing/document-type'
import {
  formInputOf,
  readDocumentForm,
  type ReadContext,
  type SubmittedForm,
} from '@/lib/desk-editing/read-document-form'

const CONTEXT: ReadContext = {
  sources: {
    cities: [{ value: 'london', label: 'London' }],
    'partner-slugs': [{ value: 'northwind-health', label: 'Northwind Health' }],
    'images:testimonial': [{ value: '/t-1.jpg', label: 'Portrait 1' }],
  },
  siteOrigin: 'https://www.move.example',
  allowedHosts: [],
}

const read = (type: DocumentType, form: SubmittedForm) => readDocumentForm(type, form, CONTEXT)

describe('the content declarations', () => {
  it.each<[string, DocumentType, SubmittedForm, Record<string, string>]>([
    ['a text needs words', TEXT_TYPE, { value: ' ' }, { value: 'Enter the text' }],
    [
      'a text is plain',
      TEXT_TYPE,
      { value: 'Hello <em>you</em>' },
      { value: 'Write plain text, without < or >' },
    ],
    [
      'an unknown city is refused',
      TEXT_TYPE,
      { value: 'Hi', cityCode: 'atlantis' },
      { cityCode: 'Choose the city from the list' },
    ],
    [
      'a variant reference is a code',
      TEXT_TYPE,
      { value: 'Hi', variantRef: 'spring sale!' },
      {
        variantRef:
          'Variant reference may hold letters, digits, hyphens (-) and underscores (_) only',
      },
    ],
    [
      'a document needs a block',
      DOCUMENT_TYPE,
      {},
      { blocks: 'Add at least one paragraph or list' },
    ],
    [
      'an FAQ needs a question, an answer and an order',
      FAQ_TYPE,
      { heading: '', contentHtml: '', position: '' },
      {
        heading: 'Enter the question',
        contentHtml: 'Enter the answer',
        position: 'Enter the order',
      },
    ],
    [
      'an FAQ order is a number',
      FAQ_TYPE,
      { heading: 'Q', contentHtml: '<p>A</p>', position: '-1' },
      { position: 'Order must be a whole number from 0 to 9999' },
    ],
    [
      'a testimonial picture comes from the pool',
      TESTIMONIAL_TYPE,
      { type: 'Customer', name: 'Sam', text: 'Great', image: '/elsewhere.jpg', position: '1' },
      { image: 'Choose the picture from the list' },
    ],
    [
      'a testimonial is from a customer or a partner',
      TESTIMONIAL_TYPE,
      { type: 'Investor', name: 'Sam', text: 'Great', image: '/t-1.jpg', position: '1' },
      { type: 'Choose the from a from the list' },
    ],
  ])('%s', (_, type, form, errors) => {
    const result = read(type, form)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors).toEqual(errors)
  })

  it("reads a text's audience, empty choices as everyone", () => {
    expect(
      read(TEXT_TYPE, {
        value: ' One  membership ',
        cityCode: 'london',
        marketingPartnerSlug: '',
        pageVariant: 'Welcome',
        variantRef: 'spring',
        hideCopyPrices: 'hidden',
      }),
    ).toMatchObject({
      ok: true,
      values: {
        value: 'One  membership',
        cityCode: 'london',
        marketingPartnerSlug: null,
        pageVariant: 'Welcome',
        variantRef: 'spring',
        hideCopyPrices: 'hidden',
      },
    })
  })

  it("keeps an FAQ answer's HTML as the site's sanitiser leaves it", () => {
    const result = read(FAQ_TYPE, {
      heading: 'Q',
      contentHtml:
        '<p onclick="x()">Yes <a href="javascript:alert(1)">here</a></p><script>x</script>',
      position: '3',
      defaultOpen: 'on',
    })
    expect(result.ok && result.values).toMatchObject({
      contentHtml: '<p>Yes <a rel="noopener noreferrer">here</a></p>',
      defaultOpen: true,
      mentionsPrices: false,
      position: '3',
    })
  })

  it('shows a Document in the form and in the history', () => {
    const blocks = [
      { kind: 'Text' as const, value: 'Hi' },
      { kind: 'List' as const, ordered: true, items: ['a'] },
    ]
    expect(formInputOf(DOCUMENT_TYPE, { blocks }).blocks).toEqual(blocks)
    const changes = diffValues(DOCUMENT_TYPE, { blocks }, { blocks: [blocks[0]!] })
    expect(changes.map((change) => change.field)).toEqual(['blocks'])
    expect(
      diffValues(
        DOCUMENT_TYPE,
        { blocks },
        { blocks: JSON.parse(JSON.stringify(blocks)) as typeof blocks },
      ),
    ).toEqual([])
    expect(displayValue(fieldNamed(DOCUMENT_TYPE, 'blocks')!, blocks, {})).toBe('¶ Hi ¶ 1. a')
  })
})
