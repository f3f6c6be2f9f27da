/** @jest-environment node */
import type { JITCache } from '@envelop/graphql-jit'
import { CompiledQueryCache } from '@/graphql/compiled-query-cache'

type Entry = Parameters<JITCache['set']>[1]
const entry = (name: string): Entry => ({ query: () => ({ data: { name } }), stringify: String })

describe('CompiledQueryCache', () => {
  it('keeps at most its count, dropping the least recently used first', () => {
    const cache = new CompiledQueryCache(2, 100)
    cache.set('a', entry('a'))
    cache.set('b', entry('b'))
    expect(cache.get('a')).toBeDefined() // a is now the most recently used
    cache.set('c', entry('c'))
    expect(cache.size).toBe(2)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('c')).toBeDefined()
  })

  it('never keeps a key longer than its maximum', () => {
    const cache = new CompiledQueryCache(10, 5)
    cache.set('12345', entry('fits'))
    cache.set('123456', entry('too long'))
    expect(cache.get('12345')).toBeDefined()
    expect(cache.get('123456')).toBeUndefined()
    expect(cache.size).toBe(1)
  })

  it('stays at its count under a stream of distinct keys', () => {
    const cache = new CompiledQueryCache()
    for (let i = 0; i < 10_000; i++) cache.set(`{ a${i}: __typename }`, entry(String(i)))
    expect(cache.size).toBe(64)
  })
})
