import { firstTextValue, splitHeading, type TextContentValue } from '@/lib/text-content'

describe('firstTextValue (spec §8: empty → empty; non-Text first element → warning and "")', () => {
  let warn: jest.SpyInstance

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  })

  afterEach(() => {
    warn.mockRestore()
  })

  const list = { __typename: 'List' as const, ordered: false, items: [{ value: 'a' }] }

  it.each<[string, TextContentValue | null | undefined, string, boolean]>([
    ['null', null, '', false],
    ['undefined', undefined, '', false],
    ['a Text', { __typename: 'Text', value: 'Hello' }, 'Hello', false],
    ['a Text without __typename', { value: 'Hi' }, 'Hi', false],
    ['an empty Text', { value: '' }, '', false],
    ['an empty Document', { __typename: 'Document', blocks: [] }, '', false],
    ['a Document starting with a Text', { blocks: [{ value: 'First' }, list] }, 'First', false],
    ['a Document starting with a List', { blocks: [list, { value: 'Second' }] }, '', true],
  ])('%s → %p', (_, content, expected, warns) => {
    expect(firstTextValue(content)).toBe(expected)
    if (warns) expect(warn).toHaveBeenCalledWith('First element is not a Text value')
    else expect(warn).not.toHaveBeenCalled()
  })
})

describe('splitHeading', () => {
  const list = { ordered: false, items: [{ value: 'a' }] }
  it.each([
    [null, { heading: '', rest: null }],
    [{ value: 'Plain' }, { heading: '', rest: { value: 'Plain' } }],
    [
      { blocks: [{ value: 'Sign up' }, { value: 'Body' }, list] },
      { heading: 'Sign up', rest: { blocks: [{ value: 'Body' }, list] } },
    ],
    [{ blocks: [list] }, { heading: '', rest: { blocks: [list] } }],
    [{ blocks: [] }, { heading: '', rest: { blocks: [] } }],
  ])('%o', (content, expected) => {
    expect(splitHeading(content)).toEqual(expected)
  })
})
