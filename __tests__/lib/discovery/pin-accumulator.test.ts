/** @jest-environment node */
import { PinAccumulator } from '@/lib/discovery/pin-accumulator'

interface Pin {
  id: string
  title?: string
}

const pins = (...ids: string[]): Pin[] => ids.map((id) => ({ id }))
const ids = (accumulator: PinAccumulator<Pin>) => accumulator.pins.map((pin) => pin.id)

describe('PinAccumulator (spec §4, §5)', () => {
  it('starts empty and still', () => {
    const accumulator = new PinAccumulator<Pin>()
    expect(accumulator.pins).toEqual([])
    expect(accumulator.size).toBe(0)
    expect(accumulator.moving).toBe(false)
  })

  it('adds new pins at once while the map is still', () => {
    const accumulator = new PinAccumulator<Pin>()
    expect(accumulator.add(pins('a', 'b'))).toBe(true)
    expect(ids(accumulator)).toEqual(['a', 'b'])
    expect(accumulator.add(pins('c'))).toBe(true)
    expect(ids(accumulator)).toEqual(['a', 'b', 'c'])
    expect(accumulator.size).toBe(3)
  })

  it.each<[string, string[][], string[]]>([
    [
      'a repeated id in a later batch',
      [
        ['a', 'b'],
        ['b', 'c'],
      ],
      ['a', 'b', 'c'],
    ],
    ['a repeated id in one batch', [['a', 'a', 'b']], ['a', 'b']],
    ['a batch of known ids', [['a'], ['a']], ['a']],
  ])('ignores %s (spec §5)', (_, batches, expected) => {
    const accumulator = new PinAccumulator<Pin>()
    for (const batch of batches) accumulator.add(pins(...batch))
    expect(ids(accumulator)).toEqual(expected)
  })

  it('keeps the first copy of a duplicate id', () => {
    const accumulator = new PinAccumulator<Pin>()
    accumulator.add([{ id: 'a', title: 'first' }])
    accumulator.add([{ id: 'a', title: 'second' }])
    expect(accumulator.pins).toEqual([{ id: 'a', title: 'first' }])
  })

  it('returns false and keeps the array when nothing new arrives', () => {
    const accumulator = new PinAccumulator<Pin>()
    accumulator.add(pins('a'))
    const before = accumulator.pins
    expect(accumulator.add(pins('a'))).toBe(false)
    expect(accumulator.add([])).toBe(false)
    expect(accumulator.pins).toBe(before)
  })

  it('gives a new array after every change and the same one otherwise', () => {
    const accumulator = new PinAccumulator<Pin>()
    const empty = accumulator.pins
    expect(accumulator.pins).toBe(empty)
    accumulator.add(pins('a'))
    const one = accumulator.pins
    expect(one).not.toBe(empty)
    expect(accumulator.pins).toBe(one)
    accumulator.add(pins('b'))
    expect(accumulator.pins).not.toBe(one)
    expect(one).toEqual([{ id: 'a' }])
  })

  it('queues while the map moves and flushes when it stops (spec §4)', () => {
    const accumulator = new PinAccumulator<Pin>()
    accumulator.add(pins('a'))
    const before = accumulator.pins
    accumulator.startMove()
    expect(accumulator.moving).toBe(true)
    expect(accumulator.add(pins('b', 'c'))).toBe(false)
    expect(accumulator.add(pins('c', 'd'))).toBe(false)
    expect(accumulator.pins).toBe(before)
    expect(accumulator.size).toBe(1)
    expect(accumulator.queued).toBe(3)
    expect(accumulator.endMove()).toBe(true)
    expect(accumulator.moving).toBe(false)
    expect(ids(accumulator)).toEqual(['a', 'b', 'c', 'd'])
    expect(accumulator.queued).toBe(0)
  })

  it('does not queue ids already pinned', () => {
    const accumulator = new PinAccumulator<Pin>()
    accumulator.add(pins('a', 'b'))
    const before = accumulator.pins
    accumulator.startMove()
    accumulator.add(pins('a', 'b'))
    expect(accumulator.queued).toBe(0)
    expect(accumulator.endMove()).toBe(false)
    expect(accumulator.pins).toBe(before)
  })

  it('endMove without a move or a queue changes nothing', () => {
    const accumulator = new PinAccumulator<Pin>()
    accumulator.add(pins('a'))
    const before = accumulator.pins
    expect(accumulator.endMove()).toBe(false)
    accumulator.startMove()
    expect(accumulator.endMove()).toBe(false)
    expect(accumulator.pins).toBe(before)
  })

  it('a second startMove keeps the queue', () => {
    const accumulator = new PinAccumulator<Pin>()
    accumulator.startMove()
    accumulator.add(pins('a'))
    accumulator.startMove()
    expect(accumulator.endMove()).toBe(true)
    expect(ids(accumulator)).toEqual(['a'])
  })

  it('clear drops pins and queue (spec §4: a changed activity type clears)', () => {
    const accumulator = new PinAccumulator<Pin>()
    accumulator.add(pins('a', 'b'))
    accumulator.startMove()
    accumulator.add(pins('c'))
    const before = accumulator.pins
    accumulator.clear()
    expect(accumulator.pins).toEqual([])
    expect(accumulator.pins).not.toBe(before)
    expect(accumulator.size).toBe(0)
    expect(accumulator.moving).toBe(true)
    expect(accumulator.endMove()).toBe(false)
    // Cleared ids count as new again.
    expect(accumulator.add(pins('a'))).toBe(true)
    expect(ids(accumulator)).toEqual(['a'])
  })

  it('clear on an empty accumulator keeps the array', () => {
    const accumulator = new PinAccumulator<Pin>()
    const before = accumulator.pins
    accumulator.clear()
    expect(accumulator.pins).toBe(before)
  })

  it('takes 20,000 pins in batches without losing or repeating any', () => {
    const accumulator = new PinAccumulator<Pin>()
    const all = Array.from({ length: 20_000 }, (_, i) => ({ id: String(i) }))
    accumulator.startMove()
    for (let start = 0; start < all.length; start += 500) {
      // Overlapping batches, as consecutive searches return.
      accumulator.add(all.slice(Math.max(0, start - 250), start + 500))
    }
    expect(accumulator.endMove()).toBe(true)
    expect(accumulator.size).toBe(20_000)
    expect(new Set(accumulator.pins.map((pin) => pin.id)).size).toBe(20_000)
  })
})
