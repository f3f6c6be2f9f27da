/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto'
import {
  scriptHashSource,
  vouchedScriptHashes,
  withScriptSources,
} from '@/server/http/inline-script-hashes.mjs'
import { SHARED_ACTIVITY_SCROLL_SCRIPT } from '@/lib/discovery/shared-activity-scroll-script.mjs'

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`

const PAYLOAD = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'
const OWN = '(function loader(){})()'

describe('vouchedScriptHashes', () => {
  it.each<[string, string, string[], number]>([
    ["Next's payload", `<script>${PAYLOAD}</script>`, [PAYLOAD], 0],
    ['one of our own', `<script>${OWN}</script>`, [OWN], 0],
    ['one with an id', `<script id="x">${PAYLOAD}</script>`, [PAYLOAD], 0],
    [
      "a component's own (the shared activity's scroll)",
      `<script id="shared-activity-scroll">${SHARED_ACTIVITY_SCROLL_SCRIPT}</script>`,
      [SHARED_ACTIVITY_SCROLL_SCRIPT],
      0,
    ],
    [
      "a component's script changed by the content",
      `<script>${SHARED_ACTIVITY_SCROLL_SCRIPT};alert(1)</script>`,
      [],
      1,
    ],
    ['a script from the content', '<div><script>alert(1)</script></div>', [], 1],
    ['a module from the content', '<script type="module">import("/x.js")</script>', [], 1],
    ['text/javascript in any case', "<script type='Text/JavaScript'>a()</script>", [], 1],
    ['an empty script', '<script></script>', [], 1],
    ['an external script', '<script src="/_next/static/chunks/a.js" async=""></script>', [], 0],
    [
      'JSON-LD (never runs)',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      [],
      0,
    ],
    [
      'an inert deferred tag',
      '<script type="text/x-after-first-paint" data-src="/_next/static/chunks/a.js"></script>',
      [],
      0,
    ],
    [
      'the same script twice, once',
      `<script>${PAYLOAD}</script><p></p><script>${PAYLOAD}</script>`,
      [PAYLOAD],
      0,
    ],
  ])('%s', (_, html, vouched, unvouched) => {
    expect(
      vouchedScriptHashes(`<!DOCTYPE html><html><body>${html}</body></html>`, new Set([OWN])),
    ).toEqual({ sources: vouched.map(sha), unvouched })
  })

  it('keeps document order across a whole page', () => {
    const html =
      `<head><script>${OWN}</script><script src="/a.js"></script></head>` +
      `<body><script type="application/ld+json">{}</script><script>${PAYLOAD}</script></body>`
    expect(vouchedScriptHashes(html, new Set([OWN])).sources).toEqual([sha(OWN), sha(PAYLOAD)])
  })

  it('hashes text beyond ASCII as UTF-8', () => {
    const script = 'self.__next_f.push([1,"£5 — ★"])'
    expect(vouchedScriptHashes(`<script>${script}</script>`, new Set()).sources).toEqual([
      sha(script),
    ])
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
