import {
  applyBlockEdit,
  blockEditValue,
  blocksSummary,
  checkBlocks,
  parseBlockEdit,
  readBlocksInput,
  type BlockEdit,
} from '@/lib/desk-editing/document-blocks'
import type { BlocksField, DocumentBlock } from '@/lib/desk-editing/document-type'

const FIELD: BlocksField = {
  kind: 'blocks',
  name: 'blocks',
  label: 'Paragraphs and lists',
  maxLength: 20,
  maxBlocks: 3,
  maxItems: 2,
}

const p = (value: string): DocumentBlock => ({ kind: 'Text', value })
const list = (items: string[], ordered = false): DocumentBlock => ({ kind: 'List', ordered, items })

describe('parseBlockEdit', () => {
  it.each<[string, BlockEdit | null]>([
    ['blocks:add-paragraph', { field: 'blocks', verb: 'add-paragraph' }],
    ['blocks:add-list', { field: 'blocks', verb: 'add-list' }],
    ['blocks:up:2', { field: 'blocks', verb: 'up', block: 2 }],
    ['blocks:remove:0', { field: 'blocks', verb: 'remove', block: 0 }],
    ['blocks:add-item:1', { field: 'blocks', verb: 'add-item', block: 1 }],
    ['blocks:item-down:1:0', { field: 'blocks', verb: 'item-down', block: 1, item: 0 }],
    ['blocks:add-paragraph:1', null],
    ['blocks:up', null],
    ['blocks:item-up:1', null],
    ['blocks:up:1:2', null],
    ['blocks:up:-1', null],
    ['blocks:explode:1', null],
    ['blocks:up:1:2:3', null],
    ['', null],
  ])('%s', (value, edit) => {
    expect(parseBlockEdit(value)).toEqual(edit)
    if (edit) expect(blockEditValue(edit)).toBe(value)
  })

  it('ignores anything but one short string', () => {
    expect(parseBlockEdit(['blocks:up:1'])).toBeNull()
    expect(parseBlockEdit(`blocks:up:${'1'.repeat(200)}`)).toBeNull()
  })
})

describe('readBlocksInput', () => {
  it('reads blocks in order until one is missing, items as typed', () => {
    expect(
      readBlocksInput(FIELD, {
        'blocks.0.kind': 'Text',
        'blocks.0.text': 'Hello\u0007 there',
        'blocks.1.kind': 'List',
        'blocks.1.ordered': 'on',
        'blocks.1.item': ['a', ''],
        'blocks.2.kind': 'List',
        'blocks.2.item': 'only',
        'blocks.4.kind': 'Text',
      }),
    ).toEqual([p('Hello there'), list(['a', ''], true), list(['only'])])
  })

  it('reads one block and one item past the limits, no more', () => {
    const form: Record<string, string | string[]> = {}
    for (let i = 0; i < 10; i++) {
      form[`blocks.${i}.kind`] = 'List'
      form[`blocks.${i}.item`] = ['1', '2', '3', '4', '5']
    }
    const blocks = readBlocksInput(FIELD, form)
    expect(blocks).toHaveLength(4)
    expect(blocks[0]).toEqual(list(['1', '2', '3']))
  })
})

describe('checkBlocks', () => {
  it.each<[string, DocumentBlock[], ReturnType<typeof checkBlocks>]>([
    [
      'trims, and leaves out empty paragraphs, items and lists',
      [p('  Hi  '), list(['  a  b ', '']), list(['', ' '])],
      { ok: true, value: [p('Hi'), list(['a b'])] },
    ],
    ['needs one block', [p('  ')], { ok: false, error: 'Add at least one paragraph or list' }],
    [
      'refuses HTML in a paragraph',
      [p('ok'), p('<b>bold</b>')],
      { ok: false, error: 'Paragraph 2: write plain text, without < or >' },
    ],
    [
      'refuses HTML in an item',
      [list(['fine', 'a > b'])],
      { ok: false, error: 'List 1, item 2: write plain text, without < or >' },
    ],
    [
      'says which paragraph is too long',
      [p('x'.repeat(21))],
      { ok: false, error: 'Paragraph 1 must be 20 characters or fewer (it has 21)' },
    ],
    [
      'counts characters, not UTF-16 units',
      [p('🏊'.repeat(20))],
      { ok: true, value: [p('🏊'.repeat(20))] },
    ],
    [
      'limits items',
      [list(['a', 'b', 'c'])],
      { ok: false, error: 'List 1 may have 2 items at most' },
    ],
    [
      'limits blocks',
      [p('a'), p('b'), p('c'), p('d')],
      { ok: false, error: 'Paragraphs and lists may have 3 blocks at most' },
    ],
  ])('%s', (_, blocks, expected) => {
    expect(checkBlocks(FIELD, blocks)).toEqual(expected)
  })
})

describe('applyBlockEdit', () => {
  const start = [p('one'), list(['a', 'b']), p('three')]
  it.each<[string, readonly DocumentBlock[], BlockEdit, DocumentBlock[], string]>([
    [
      'adds a paragraph at the end',
      [p('one')],
      { field: 'blocks', verb: 'add-paragraph' },
      [p('one'), p('')],
      'Paragraph 2 added at the end.',
    ],
    [
      'adds a list with one empty item',
      [p('one')],
      { field: 'blocks', verb: 'add-list' },
      [p('one'), list([''])],
      'List 2 added at the end.',
    ],
    [
      'adds nothing past the limit',
      start,
      { field: 'blocks', verb: 'add-paragraph' },
      start,
      'Paragraphs and lists has 3 blocks, the most it may have.',
    ],
    [
      'moves a block up',
      start,
      { field: 'blocks', verb: 'up', block: 1 },
      [list(['a', 'b']), p('one'), p('three')],
      'List 2 moved up to 1.',
    ],
    [
      'moves a block down',
      start,
      { field: 'blocks', verb: 'down', block: 0 },
      [list(['a', 'b']), p('one'), p('three')],
      'Paragraph 1 moved down to 2.',
    ],
    [
      'keeps the first block first',
      start,
      { field: 'blocks', verb: 'up', block: 0 },
      start,
      'Paragraph 1 is already first.',
    ],
    [
      'keeps the last block last',
      start,
      { field: 'blocks', verb: 'down', block: 2 },
      start,
      'Paragraph 3 is already last.',
    ],
    [
      'removes a block',
      start,
      { field: 'blocks', verb: 'remove', block: 1 },
      [p('one'), p('three')],
      'List 2 removed. It is gone when you save.',
    ],
    [
      'ignores a block that is gone',
      start,
      { field: 'blocks', verb: 'remove', block: 7 },
      start,
      'That block is no longer there.',
    ],
    [
      'adds an item',
      [list(['a'])],
      { field: 'blocks', verb: 'add-item', block: 0 },
      [list(['a', ''])],
      'Item 2 added to list 1.',
    ],
    [
      'adds no item past the limit',
      start,
      { field: 'blocks', verb: 'add-item', block: 1 },
      start,
      'List 2 has 2 items, the most it may have.',
    ],
    [
      'moves an item down',
      start,
      { field: 'blocks', verb: 'item-down', block: 1, item: 0 },
      [p('one'), list(['b', 'a']), p('three')],
      'Item 1 of list 2 moved down.',
    ],
    [
      'moves an item up',
      start,
      { field: 'blocks', verb: 'item-up', block: 1, item: 1 },
      [p('one'), list(['b', 'a']), p('three')],
      'Item 2 of list 2 moved up.',
    ],
    [
      'removes an item',
      start,
      { field: 'blocks', verb: 'item-remove', block: 1, item: 0 },
      [p('one'), list(['b']), p('three')],
      'Item 1 of list 2 removed.',
    ],
    [
      'has no items in a paragraph',
      start,
      { field: 'blocks', verb: 'add-item', block: 0 },
      start,
      'Paragraph 1 is not a list.',
    ],
  ])('%s', (_, blocks, edit, expected, announcement) => {
    expect(applyBlockEdit(FIELD, blocks, edit)).toEqual({ blocks: expected, announcement })
  })

  it('keeps a numbered list numbered when its items move', () => {
    const result = applyBlockEdit(FIELD, [list(['a', 'b'], true)], {
      field: 'blocks',
      verb: 'item-up',
      block: 0,
      item: 1,
    })
    expect(result.blocks).toEqual([list(['b', 'a'], true)])
  })
})

describe('blocksSummary', () => {
  it('reads a Document in one line', () => {
    expect(blocksSummary([p('Hi'), list(['a', 'b']), list(['x', 'y'], true)])).toBe(
      '¶ Hi ¶ • a; • b ¶ 1. x; 2. y',
    )
  })
})
