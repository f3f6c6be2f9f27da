/** @jest-environment node */
import {
  assignExperiments,
  createExperimentStore,
  EXPERIMENTS,
  isOn,
  parseExperimentOverrides,
  type ExperimentDefinition,
  type Experiments,
} from '@/lib/experiments'

const visitors = Array.from({ length: 4000 }, (_, i) => `visitor-${i}`)

describe('EXPERIMENTS', () => {
  it('rolls noFullscreenMap out off for everyone', () => {
    expect(EXPERIMENTS).toEqual([
      { name: 'noFullscreenMap', variants: ['off', 'on'], weights: [1, 0] },
    ])
    for (const id of visitors.slice(0, 500)) {
      expect(assignExperiments(id)).toEqual({ noFullscreenMap: 'off' })
    }
  })
})

describe('assignExperiments', () => {
  const split: ExperimentDefinition = { name: 'split', variants: ['a', 'b'] }
  const weighted: ExperimentDefinition = {
    name: 'weighted',
    variants: ['a', 'b', 'c'],
    weights: [1, 2, 1],
  }

  it('gives a visitor the same variants every time', () => {
    for (const id of visitors.slice(0, 200)) {
      expect(assignExperiments(id, [split, weighted])).toEqual(
        assignExperiments(id, [split, weighted]),
      )
    }
  })

  it.each<[ExperimentDefinition, Record<string, number>]>([
    [split, { a: 0.5, b: 0.5 }],
    [weighted, { a: 0.25, b: 0.5, c: 0.25 }],
    [
      { name: 'tiny', variants: ['x', 'y'], weights: [9, 1] },
      { x: 0.9, y: 0.1 },
    ],
  ])('splits visitors by weight: %j', (definition, expected) => {
    const tally: Record<string, number> = {}
    for (const id of visitors) {
      const variant = assignExperiments(id, [definition])[definition.name] ?? 'none'
      tally[variant] = (tally[variant] ?? 0) + 1
    }
    expect(Object.keys(tally).sort()).toEqual(Object.keys(expected).sort())
    for (const [variant, share] of Object.entries(expected)) {
      expect((tally[variant] ?? 0) / visitors.length).toBeCloseTo(share, 1)
    }
  })

  it('buckets a visitor independently per experiment', () => {
    const other: ExperimentDefinition = { name: 'other', variants: ['a', 'b'] }
    const same = visitors.filter((id) => {
      const assigned = assignExperiments(id, [split, other])
      return assigned.split === assigned.other
    }).length
    expect(same / visitors.length).toBeCloseTo(0.5, 1)
  })

  it.each<[ExperimentDefinition, string | undefined]>([
    [{ name: 'zero', variants: ['a', 'b'], weights: [0, 0] }, 'a'],
    [{ name: 'negative', variants: ['a', 'b'], weights: [-1, 1] }, 'b'],
    [{ name: 'short', variants: ['a', 'b'], weights: [0] }, 'a'],
    [{ name: 'only', variants: ['solo'] }, 'solo'],
    [{ name: 'empty', variants: [] }, undefined],
  ])('handles odd weights: %j → %p', (definition, expected) => {
    for (const id of visitors.slice(0, 100)) {
      expect(assignExperiments(id, [definition])[definition.name]).toBe(expected)
    }
  })

  it('assigns nothing without definitions', () => {
    expect(assignExperiments('v', [])).toEqual({})
  })
})

describe('parseExperimentOverrides', () => {
  it.each<[string, Experiments]>([
    ['', {}],
    ['?experiments=noFullscreenMap:on', { noFullscreenMap: 'on' }],
    ['experiments=noFullscreenMap:off', { noFullscreenMap: 'off' }],
    ['?experiments=noFullscreenMap:on,other:b', { noFullscreenMap: 'on' }],
    ['?experiments=noFullscreenMap:maybe', {}],
    ['?experiments=nofullscreenmap:on', {}],
    ['?experiments=noFullscreenMap', {}],
    ['?experiments=noFullscreenMap:on:extra', {}],
    ['?experiments=%20noFullscreenMap%20:%20on%20', { noFullscreenMap: 'on' }],
    ['?experiments=noFullscreenMap:on,noFullscreenMap:off', { noFullscreenMap: 'off' }],
    ['?experiments=noFullscreenMap:on&experiments=noFullscreenMap:off', { noFullscreenMap: 'off' }],
    ['?experiments=,,:', {}],
    ['?experiments=constructor:on', {}],
    ['?city=leeds', {}],
  ])('%p → %o', (search, expected) => {
    expect(parseExperimentOverrides(search)).toEqual(expected)
  })

  it('reads URLSearchParams and other definitions', () => {
    const definitions = [{ name: 'other', variants: ['a', 'b'] }]
    expect(
      parseExperimentOverrides(
        new URLSearchParams('experiments=other:b,noFullscreenMap:on'),
        definitions,
      ),
    ).toEqual({ other: 'b' })
  })
})

describe('isOn', () => {
  it.each<[Experiments, string, boolean]>([
    [{ noFullscreenMap: 'on' }, 'noFullscreenMap', true],
    [{ noFullscreenMap: 'off' }, 'noFullscreenMap', false],
    [{ noFullscreenMap: 'On' }, 'noFullscreenMap', false],
    [{}, 'noFullscreenMap', false],
    [{ other: 'on' }, 'noFullscreenMap', false],
  ])('%o, %p → %p', (experiments, name, expected) => {
    expect(isOn(experiments, name)).toBe(expected)
  })
})

describe('createExperimentStore (spec §4: experiments can be replaced at runtime)', () => {
  it('returns the initial experiments, the same object each time', () => {
    const initial = { noFullscreenMap: 'off' }
    const store = createExperimentStore(initial)
    expect(store.get()).toBe(initial)
    expect(store.get()).toBe(store.get())
  })

  it('replaces the experiments and tells every subscriber', () => {
    const store = createExperimentStore({ noFullscreenMap: 'off' })
    const first = jest.fn()
    const second = jest.fn()
    store.subscribe(first)
    store.subscribe(second)
    const next = { noFullscreenMap: 'on' }
    store.replace(next)
    expect(store.get()).toBe(next)
    expect(isOn(store.get(), 'noFullscreenMap')).toBe(true)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })

  it.each<[string, Experiments]>([
    ['the same object', { noFullscreenMap: 'off' }],
    ['equal variants', { noFullscreenMap: 'off' }],
  ])('ignores a replace with %s', (label, next) => {
    const initial = { noFullscreenMap: 'off' }
    const store = createExperimentStore(initial)
    const listener = jest.fn()
    store.subscribe(listener)
    store.replace(label === 'the same object' ? initial : next)
    expect(store.get()).toBe(initial)
    expect(listener).not.toHaveBeenCalled()
  })

  it.each<[Experiments, Experiments]>([
    [{ a: 'x' }, { a: 'x', b: 'y' }],
    [{ a: 'x', b: 'y' }, { a: 'x' }],
    [{ a: 'x' }, { b: 'x' }],
  ])('notices %o → %o', (initial, next) => {
    const store = createExperimentStore(initial)
    const listener = jest.fn()
    store.subscribe(listener)
    store.replace(next)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get()).toBe(next)
  })

  it('stops telling an unsubscribed listener, even one that leaves mid-notification', () => {
    const store = createExperimentStore({})
    const late = jest.fn()
    let unsubscribeLate = () => {}
    const early = jest.fn(() => unsubscribeLate())
    const unsubscribeEarly = store.subscribe(early)
    unsubscribeLate = store.subscribe(late)
    store.replace({ a: '1' })
    expect(early).toHaveBeenCalledTimes(1)
    expect(late).toHaveBeenCalledTimes(1)
    unsubscribeEarly()
    store.replace({ a: '2' })
    expect(early).toHaveBeenCalledTimes(1)
    expect(late).toHaveBeenCalledTimes(1)
  })
})
