/**
 * A Document's blocks in a desk form (a `blocks` field): how they are named in the form, read
 * back, checked, and edited. Editing is plain HTML: every Add, Move and Remove is a submit
 * button named BLOCK_EDIT_FIELD whose value says what to do; the server applies it to what was
 * typed and sends the form back, saving nothing. Paragraphs and items are plain text: no HTML.
 */
import type { BlocksField, DocumentBlock } from './document-type'

/** The submit buttons' name: their value is a BlockEdit in words ('body:up:2'). */
export const BLOCK_EDIT_FIELD = '_blockEdit'

export const BLOCK_VERBS = [
  'add-paragraph',
  'add-list',
  'up',
  'down',
  'remove',
  'add-item',
  'item-up',
  'item-down',
  'item-remove',
] as const
export type BlockVerb = (typeof BLOCK_VERBS)[number]

export interface BlockEdit {
  field: string
  verb: BlockVerb
  /** The block (0-based); absent for the two Adds. */
  block?: number
  /** The list item (0-based), for the item verbs. */
  item?: number
}

/** Control names: 'body.2.kind', 'body.2.text', 'body.2.ordered', 'body.2.item' (repeated). */
export const blockControlName = (
  field: string,
  block: number,
  part: 'kind' | 'text' | 'ordered' | 'item',
) => `${field}.${block}.${part}`

/** A button's value for `edit`. */
export function blockEditValue(edit: BlockEdit): string {
  return [edit.field, edit.verb, edit.block, edit.item]
    .filter((part) => part !== undefined)
    .join(':')
}

/** The edit a button's value stands for, or null for anything else. */
export function parseBlockEdit(value: unknown): BlockEdit | null {
  if (typeof value !== 'string' || value.length > 120) return null
  const [field, verb, block, item, ...rest] = value.split(':')
  if (!field || !verb || rest.length > 0 || !(BLOCK_VERBS as readonly string[]).includes(verb)) {
    return null
  }
  const index = (text: string | undefined) =>
    text === undefined ? undefined : /^\d{1,3}$/.test(text) ? Number(text) : NaN
  const edit: BlockEdit = { field, verb: verb as BlockVerb }
  const blockIndex = index(block)
  const itemIndex = index(item)
  if (Number.isNaN(blockIndex) || Number.isNaN(itemIndex)) return null
  const adds = verb === 'add-paragraph' || verb === 'add-list'
  const itemVerb = verb.startsWith('item-')
  if (adds ? blockIndex !== undefined : blockIndex === undefined) return null
  if (itemVerb ? itemIndex === undefined : itemIndex !== undefined) return null
  if (blockIndex !== undefined) edit.block = blockIndex
  if (itemIndex !== undefined) edit.item = itemIndex
  return edit
}

type Form = Readonly<Record<string, string | string[] | undefined>>

const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? ''
const many = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

// Control characters other than tab and line breaks never belong in page copy.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
const clean = (text: string) => text.replace(CONTROL_CHARACTERS, '')

/**
 * The blocks as typed, in form order: block i exists while `field.i.kind` does. Bounded: at most
 * one block and one item past the field's limits are read (enough to say there are too many).
 */
export function readBlocksInput(field: BlocksField, form: Form): DocumentBlock[] {
  const blocks: DocumentBlock[] = []
  for (let i = 0; i <= field.maxBlocks; i++) {
    const kind = single(form[blockControlName(field.name, i, 'kind')])
    if (kind === 'Text') {
      blocks.push({
        kind: 'Text',
        value: clean(single(form[blockControlName(field.name, i, 'text')])),
      })
    } else if (kind === 'List') {
      const ordered = single(form[blockControlName(field.name, i, 'ordered')]) === 'on'
      const items = many(form[blockControlName(field.name, i, 'item')])
        .slice(0, field.maxItems + 1)
        .map(clean)
      blocks.push({ kind: 'List', ordered, items })
    } else break
  }
  return blocks
}

const length = (text: string) => [...text].length
const HTML_CHARACTERS = /[<>]/

export type BlocksCheck = { ok: true; value: DocumentBlock[] } | { ok: false; error: string }

/**
 * What a Document stores from what was typed: text trimmed, empty paragraphs, items and lists
 * left out; or the first problem, naming the block ('Paragraph 2 …', 'List 3, item 1 …').
 */
export function checkBlocks(field: BlocksField, typed: readonly DocumentBlock[]): BlocksCheck {
  const value: DocumentBlock[] = []
  const problem = (what: string, text: string): string | null => {
    if (HTML_CHARACTERS.test(text)) return `${what}: write plain text, without < or >`
    if (length(text) > field.maxLength) {
      return `${what} must be ${field.maxLength} characters or fewer (it has ${length(text)})`
    }
    return null
  }
  for (const [index, block] of typed.entries()) {
    const number = index + 1
    if (block.kind === 'Text') {
      const text = block.value.trim()
      const error = problem(`Paragraph ${number}`, text)
      if (error) return { ok: false, error }
      if (text !== '') value.push({ kind: 'Text', value: text })
      continue
    }
    if (block.items.length > field.maxItems) {
      return { ok: false, error: `List ${number} may have ${field.maxItems} items at most` }
    }
    const items: string[] = []
    for (const [itemIndex, item] of block.items.entries()) {
      const text = item.replace(/\s+/g, ' ').trim()
      const error = problem(`List ${number}, item ${itemIndex + 1}`, text)
      if (error) return { ok: false, error }
      if (text !== '') items.push(text)
    }
    if (items.length > 0) value.push({ kind: 'List', ordered: block.ordered, items })
  }
  if (typed.length > field.maxBlocks) {
    return { ok: false, error: `${field.label} may have ${field.maxBlocks} blocks at most` }
  }
  if (value.length === 0) return { ok: false, error: `Add at least one paragraph or list` }
  return { ok: true, value }
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}

export interface BlockEditResult {
  blocks: DocumentBlock[]
  /** What happened, for a screen reader's status message. */
  announcement: string
}

const blockName = (block: DocumentBlock | undefined, number: number) =>
  `${block?.kind === 'List' ? 'List' : 'Paragraph'} ${number}`

/**
 * `edit` applied to `blocks`. An edit that cannot apply (no such block, past the first or last
 * place, over the limits) changes nothing and says why.
 */
export function applyBlockEdit(
  field: BlocksField,
  blocks: readonly DocumentBlock[],
  edit: BlockEdit,
): BlockEditResult {
  const unchanged = (announcement: string) => ({ blocks: [...blocks], announcement })
  if (edit.verb === 'add-paragraph' || edit.verb === 'add-list') {
    if (blocks.length >= field.maxBlocks) {
      return unchanged(`${field.label} has ${field.maxBlocks} blocks, the most it may have.`)
    }
    const block: DocumentBlock =
      edit.verb === 'add-paragraph'
        ? { kind: 'Text', value: '' }
        : { kind: 'List', ordered: false, items: [''] }
    return {
      blocks: [...blocks, block],
      announcement: `${blockName(block, blocks.length + 1)} added at the end.`,
    }
  }
  const index = edit.block ?? -1
  const block = blocks[index]
  if (!block) return unchanged('That block is no longer there.')
  const name = blockName(block, index + 1)
  switch (edit.verb) {
    case 'up':
      return index === 0
        ? unchanged(`${name} is already first.`)
        : { blocks: moved(blocks, index, index - 1), announcement: `${name} moved up to ${index}.` }
    case 'down':
      return index === blocks.length - 1
        ? unchanged(`${name} is already last.`)
        : {
            blocks: moved(blocks, index, index + 1),
            announcement: `${name} moved down to ${index + 2}.`,
          }
    case 'remove':
      return {
        blocks: blocks.filter((_, i) => i !== index),
        announcement: `${name} removed. It is gone when you save.`,
      }
    default:
      break
  }
  if (block.kind !== 'List') return unchanged(`${name} is not a list.`)
  const withItems = (items: string[]) =>
    blocks.map((other, i) => (i === index ? { ...block, items } : other))
  if (edit.verb === 'add-item') {
    if (block.items.length >= field.maxItems) {
      return unchanged(`${name} has ${field.maxItems} items, the most it may have.`)
    }
    return {
      blocks: withItems([...block.items, '']),
      announcement: `Item ${block.items.length + 1} added to ${name.toLowerCase()}.`,
    }
  }
  const item = edit.item ?? -1
  if (item < 0 || item >= block.items.length) return unchanged('That item is no longer there.')
  const itemName = `Item ${item + 1} of ${name.toLowerCase()}`
  switch (edit.verb) {
    case 'item-up':
      return item === 0
        ? unchanged(`${itemName} is already first.`)
        : {
            blocks: withItems(moved(block.items, item, item - 1)),
            announcement: `${itemName} moved up.`,
          }
    case 'item-down':
      return item === block.items.length - 1
        ? unchanged(`${itemName} is already last.`)
        : {
            blocks: withItems(moved(block.items, item, item + 1)),
            announcement: `${itemName} moved down.`,
          }
    default:
      return {
        blocks: withItems(block.items.filter((_, i) => i !== item)),
        announcement: `${itemName} removed.`,
      }
  }
}

/** A Document as one line for the history: '¶ Heading ¶ • one; two ¶ 1. first; second'. */
export function blocksSummary(blocks: readonly DocumentBlock[]): string {
  return blocks
    .map((block) =>
      block.kind === 'Text'
        ? `¶ ${block.value}`
        : `¶ ${block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '•'} ${item}`).join('; ')}`,
    )
    .join(' ')
}
