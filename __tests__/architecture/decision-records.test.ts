/**
 * @jest-environment node
 *
 * The decision records stay readable as a set (docs/decisions/README.md): each numbered once,
 * listed in the index, short, linking only to files that exist, and citing no issue number a
 * reader could not look up.
 */
import fs from 'node:fs'
import path from 'node:path'

const DECISIONS = path.resolve(__dirname, '../../docs/decisions')
const RECORD_NAME = /^(\d{4})-[a-z0-9-]+\.md$/
const MAX_LINES = 60

const records = fs
  .readdirSync(DECISIONS)
  .filter((name) => name !== 'README.md')
  .sort()
const index = fs.readFileSync(path.join(DECISIONS, 'README.md'), 'utf8')

function text(name: string): string {
  return fs.readFileSync(path.join(DECISIONS, name), 'utf8')
}

/** Relative link targets of a Markdown text, without their #fragment. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
}

describe('decision records', () => {
  it('are each named NNNN-short-name.md, with a number of their own', () => {
    expect(records.filter((name) => !RECORD_NAME.test(name))).toEqual([])
    const numbers = records.map((name) => name.slice(0, 4))
    expect(numbers.filter((number, at) => numbers.indexOf(number) !== at)).toEqual([])
  })

  it('are each listed in the index, and the index lists no other', () => {
    const listed = relativeLinks(index).filter((target) => RECORD_NAME.test(target))
    expect([...new Set(listed)].sort()).toEqual(records)
  })

  it.each(records)('%s is at most 60 lines', (name) => {
    expect(text(name).trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINES)
  })

  it.each(records)('%s cites no issue or pull request number', (name) => {
    expect(text(name).match(/\b(?:issues?|pull requests?|PRs?)\s*#?\d+/gi)).toBeNull()
  })

  it.each([...records, 'README.md'])('%s links only to files that exist', (name) => {
    const missing = relativeLinks(text(name)).filter(
      (target) => !fs.existsSync(path.resolve(DECISIONS, decodeURIComponent(target))),
    )
    expect(missing).toEqual([])
  })
})
