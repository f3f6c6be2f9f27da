import {
  actionBody,
  actionUrl,
  callsignFromResponse,
  callsignUrl,
  MARKETING_ACTIONS,
} from '@/lib/marketing/visitor-calls'
import { marketingApiOrigin } from '@/lib/marketing/marketing-origin'

const CALLSIGN = '0b6c1f9e-6a52-4c57-9d43-4a9f3f3b1a10'

describe('marketing call URLs', () => {
  it.each([
    ['', '/api/2/visitor/callsign'],
    ['https://m.example.com', 'https://m.example.com/api/2/visitor/callsign'],
  ])('asks %j for the callsign at %s', (origin, url) => {
    expect(callsignUrl(origin)).toBe(url)
  })

  it.each([
    ['', `/api/2/visitors/${CALLSIGN}/action`],
    ['https://m.example.com', `https://m.example.com/api/2/visitors/${CALLSIGN}/action`],
  ])('posts actions for %j to %s', (origin, url) => {
    expect(actionUrl(origin, CALLSIGN)).toBe(url)
  })

  it('escapes a callsign that is not a plain id', () => {
    expect(actionUrl('', 'a/../b')).toBe('/api/2/visitors/a%2F..%2Fb/action')
  })
})

describe('marketingApiOrigin', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['   ', ''],
    ['not a url', ''],
    ['ftp://m.example.com', ''],
    ['https://m.example.com', 'https://m.example.com'],
    ['https://m.example.com/some/path?x=1', 'https://m.example.com'],
    [' http://127.0.0.1:8080/ ', 'http://127.0.0.1:8080'],
  ])('%j → %j', (value, origin) => {
    expect(marketingApiOrigin(value)).toBe(origin)
  })
})

describe('callsignFromResponse', () => {
  it.each([
    [{ visitor_id: CALLSIGN }, CALLSIGN],
    [{ visitor_id: '' }, null],
    [{ visitor_id: 42 }, null],
    [{ visitor_id: '<script>' }, null],
    [{}, null],
    [null, null],
    ['text', null],
  ])('%j → %j', (body, callsign) => {
    expect(callsignFromResponse(body)).toBe(callsign)
  })
})

describe('actionBody', () => {
  const report = {
    action: MARKETING_ACTIONS.ctaClick,
    source: 'hero',
    target: 'https://account.example.com/signup?context=x',
  }

  it('carries action, callsign, source and target, form-encoded', () => {
    const body = new URLSearchParams(actionBody(report, CALLSIGN, ''))
    expect([...body.entries()]).toEqual([
      ['action', 'ClickCTA'],
      ['callsign', CALLSIGN],
      ['source', 'hero'],
      ['target', 'https://account.example.com/signup?context=x'],
    ])
  })

  it.each([
    ['no utm values', '?city=london', {}],
    [
      'every utm value',
      '?utm_source=news&utm_campaign=spring&utm_medium=email&utm_term=yoga&utm_content=top',
      {
        utm_source: 'news',
        utm_campaign: 'spring',
        utm_medium: 'email',
        utm_term: 'yoga',
        utm_content: 'top',
      },
    ],
    ['some, with other parameters', '?ref=x&utm_medium=cpc&email=a%40b.c', { utm_medium: 'cpc' }],
    ['an empty one left out', '?utm_source=&utm_campaign=c', { utm_campaign: 'c' }],
    ['a too long one left out', `?utm_term=${'x'.repeat(201)}`, {}],
  ])('adds the page URL’s utm values: %s', (_, search, utm) => {
    const body = new URLSearchParams(actionBody(report, CALLSIGN, search))
    const found = Object.fromEntries([...body.entries()].filter(([key]) => key.startsWith('utm_')))
    expect(found).toEqual(utm)
    expect(body.has('email')).toBe(false)
  })

  it('never sends an empty source or target, and cuts long ones to the server’s limits', () => {
    const body = new URLSearchParams(
      actionBody({ ...report, source: '', target: 'x'.repeat(3000) }, CALLSIGN, ''),
    )
    expect(body.get('source')).toBe('page')
    expect(body.get('target')).toHaveLength(2048)
  })
})
