import { BOOK_NOW_SOURCE, BOOK_NOW_TEXT, bookNowLink } from '@/lib/pricing/book-now-link'

describe('bookNowLink (spec §2: continue URL + context_ref_id + context_ref_source=activity)', () => {
  it.each([
    [
      'a plain continue URL',
      'https://account.example.com/continue',
      '42',
      'https://account.example.com/continue',
      {},
    ],
    [
      'keeps the continue URL’s own parameters',
      'https://account.example.com/continue?lang=en&x=1',
      '7',
      'https://account.example.com/continue',
      { lang: 'en', x: '1' },
    ],
    [
      'replaces stale context parameters',
      'https://account.example.com/continue?context_ref_id=1&context_ref_source=venue',
      '99',
      'https://account.example.com/continue',
      {},
    ],
    [
      'a relative continue URL resolves against the site',
      '/continue',
      '5',
      'https://move.example/continue',
      {},
    ],
    ['a numeric id', 'https://account.example.com/c', 12, 'https://account.example.com/c', {}],
  ])('%s', (_, continueUrl, id, expectedBase, extra) => {
    const url = new URL(bookNowLink(continueUrl, id, 'https://move.example'))
    expect(`${url.origin}${url.pathname}`).toBe(expectedBase)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ...extra,
      context_ref_id: String(id),
      context_ref_source: 'activity',
    })
  })

  it('encodes ids safely', () => {
    const url = new URL(bookNowLink('https://account.example.com/continue', 'a&b=c'))
    expect(url.searchParams.get('context_ref_id')).toBe('a&b=c')
    expect([...url.searchParams.keys()]).toEqual(['context_ref_id', 'context_ref_source'])
  })

  it('spells the defaults as the spec does', () => {
    expect(BOOK_NOW_TEXT).toBe('Book Now')
    expect(BOOK_NOW_SOURCE).toBe('activity')
  })
})
