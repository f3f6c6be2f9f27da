/** @jest-environment node */
import {
  escapeHtml,
  htmlMessage,
  isSameSiteRequest,
  jsonError,
  readTextBody,
} from '@/lib/http/responses'

describe('jsonError', () => {
  it('answers { error: { message, code } } uncached', async () => {
    const response = jsonError(400, 'Bad thing.', 'BAD_REQUEST')
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: { message: 'Bad thing.', code: 'BAD_REQUEST' } })
  })
})

describe('htmlMessage', () => {
  it('escapes everything it is given', async () => {
    const html = await htmlMessage(503, {
      title: '<b>t</b>',
      message: 'a & "b"',
      linkHref: '/x?a=1&b="2"',
      linkText: "<it's>",
    }).text()
    expect(html).toContain('&lt;b&gt;t&lt;/b&gt;')
    expect(html).toContain('a &amp; &quot;b&quot;')
    expect(html).toContain('href="/x?a=1&amp;b=&quot;2&quot;"')
    expect(html).not.toContain('<b>')
    expect(escapeHtml("'")).toBe('&#39;')
  })
})

describe('readTextBody', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/x', { method: 'POST', body, headers })

  it('reads UTF-8 text up to the limit', async () => {
    expect(await readTextBody(post('£1'), 3)).toEqual({ ok: true, text: '£1' })
  })

  it('stops past the limit', async () => {
    expect(await readTextBody(post('£12'), 3)).toEqual({ ok: false, reason: 'too-large' })
  })

  it('trusts a Content-Length that is already too big', async () => {
    expect(await readTextBody(post('x', { 'content-length': '999' }), 10)).toEqual({
      ok: false,
      reason: 'too-large',
    })
  })

  it('refuses bytes that are not UTF-8', async () => {
    expect(await readTextBody(post(new Uint8Array([0xc3, 0x28])), 10)).toEqual({
      ok: false,
      reason: 'unreadable',
    })
  })

  it('reads an empty body as empty text', async () => {
    expect(await readTextBody(new Request('http://localhost/x', { method: 'POST' }), 10)).toEqual({
      ok: true,
      text: '',
    })
  })
})

describe('isSameSiteRequest', () => {
  const request = (headers: Record<string, string>, url = 'http://localhost:3000/api/events') =>
    new Request(url, { method: 'POST', headers })

  it.each([
    [{}, true],
    [{ origin: 'http://localhost:3000' }, true],
    [{ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }, true],
    // Not ours because the request says so: a DNS name pointed at our server.
    [{ origin: 'https://www.move.example', host: 'www.move.example' }, false],
    [{ origin: 'https://www.move.example', 'x-forwarded-host': 'www.move.example, proxy' }, false],
    [{ host: 'rebound.example' }, false],
    [{ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, true],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ origin: 'https://evil.com' }, false],
    [{ origin: 'http://localhost:3001' }, false],
    [{ origin: 'null' }, false],
    [{ origin: 'garbage value' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }, false],
  ])('%p → %p', (headers, expected) => {
    expect(isSameSiteRequest(request(headers))).toBe(expected)
  })
})
