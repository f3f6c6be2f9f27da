/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto'
import {
  inlineScriptHashes,
  scriptHashSource,
  withScriptSources,
} from '@/server/http/inline-script-hashes.mjs'

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it.each<[string, string, string[]]>([
    [
      'a plain inline script',
      '<script>self.__next_f.push([1,"a"])</script>',
      ['self.__next_f.push([1,"a"])'],
    ],
    ['one with an id', '<script id="_R_">(globalThis.T=1)</script>', ['(globalThis.T=1)']],
    ['a module', '<script type="module">import("/x.js")</script>', ['import("/x.js")']],
    ['text/javascript in any case', "<script type='Text/JavaScript'>a()</script>", ['a()']],
    ['text beyond ASCII, hashed as UTF-8', '<script>x("£5 — ★")</script>', ['x("£5 — ★")']],
    ['an empty script', '<script></script>', ['']],
    ['an external script', '<script src="/_next/static/chunks/a.js" async=""></script>', []],
    ['JSON-LD (never runs)', '<script type="application/ld+json">{"@type":"Thing"}</script>', []],
    [
      'an inert deferred tag',
      '<script type="text/x-after-first-paint" src="/_next/static/chunks/a.js" async=""></script>',
      [],
    ],
    ['the same script twice, once', '<script>a()</script><p></p><script>a()</script>', ['a()']],
  ])('%s', (_, html, scripts) => {
    expect(inlineScriptHashes(`<!DOCTYPE html><html><body>${html}</body></html>`)).toEqual(
      scripts.map(sha),
    )
  })

  it('keeps document order across a whole page', () => {
    const html =
      '<head><script>first()</script><script src="/a.js"></script></head>' +
      '<body><script type="application/ld+json">{}</script><script>second()</script></body>'
    expect(inlineScriptHashes(html)).toEqual([sha('first()'), sha('second()')])
  })

  it('writes a CSP hash source', () => {
    expect(scriptHashSource('alert(1)')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    )
  })
})

describe('withScriptSources', () => {
  const policy = "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self'"

  it('adds the sources to script-src only', () => {
    expect(withScriptSources(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; script-src-attr 'none'; style-src 'self'",
    )
  })

  it.each([
    ['no sources', policy, [] as string[], policy],
    ['no script-src', "default-src 'self'", ["'sha256-a'"], "default-src 'self'"],
  ])('leaves the policy as it is with %s', (_, given, sources, expected) => {
    expect(withScriptSources(given, sources)).toBe(expected)
  })
})
