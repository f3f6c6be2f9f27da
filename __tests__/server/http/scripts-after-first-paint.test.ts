/**
 * @jest-environment node
 */
import type http from 'node:http'
import zlib from 'node:zlib'
import { compressionsSettled, keptCompressedBody } from '@/server/http/compressed-body-cache.mjs'
import {
  AFTER_FIRST_PAINT_SRC,
  AFTER_FIRST_PAINT_TYPE,
  rewriteDocument,
  ScriptsAfterFirstPaint,
} from '@/server/http/scripts-after-first-paint.mjs'
import { compressionStage } from '@/server/http/stages/compression.mjs'
import { scriptDeferralStage } from '@/server/http/stages/script-deferral.mjs'
import { requestRaw } from '../../helpers/raw-http'
import { type Respond, withPipeline } from '../../helpers/pipeline-server'

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`
const inert = (name: string) =>
  `<script type="${AFTER_FIRST_PAINT_TYPE}" ${AFTER_FIRST_PAINT_SRC}="/_next/static/chunks/${name}.js"></script>`
const preload = (name: string) =>
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js"/>`

/** The loader's inline script, as the rewrite writes it before the first inert tag. */
const LOADER =
  /<script>\(function loadScriptsAfterFirstPaint\(type, srcAttribute\) \{[\s\S]*?\}\)\("text\/x-after-first-paint","data-src"\)<\/script>/

function rewriteWhole(html: string): string {
  const rewrite = new ScriptsAfterFirstPaint()
  return rewrite.push(html) + rewrite.finish()
}

/** The rewrite with the loader's source taken out, to compare the tags around it. */
const withoutLoader = (html: string) => html.replace(LOADER, '<loader>')

/** A page shaped like Next's: chunk tags and a preload in the head, the bootstrap chunk last. */
const PAGE =
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>' +
  `<link rel="stylesheet" href="/_next/static/chunks/0sayw8zwrft43.css" data-precedence="next"/>${preload('3b3-i7u7clpyy')}` +
  `${chunk('2rv5jvl35qh22')}${chunk('1-63od9v70r2z')}${chunk('turbopack-077hmtqrhcoji')}` +
  '<title>Gyms in London | Move</title>' +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head><body>' +
  '<h1>Move in London — £5 a week 🧘</h1>'.repeat(40) +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/3b3-i7u7clpyy.js"]});</script>' +
  `${chunk('3b3-i7u7clpyy')}<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`

describe('ScriptsAfterFirstPaint', () => {
  it.each<[string, string, string]>([
    [
      "Next's async chunk tags turn inert, the loader written once before the first",
      `<head>${chunk('a')}${chunk('b')}</head>`,
      `<head><loader>${inert('a')}${inert('b')}</head>`,
    ],
    [
      "a chunk's preload hint goes",
      `<head>${preload('a')}${chunk('a')}</head>`,
      `<head><loader>${inert('a')}</head>`,
    ],
    [
      'a path with a deployment query string',
      '<script src="/_next/static/chunks/a.js?dpl=dpl_1&amp;v=2" async=""></script>',
      `<loader><script type="${AFTER_FIRST_PAINT_TYPE}" ${AFTER_FIRST_PAINT_SRC}="/_next/static/chunks/a.js?dpl=dpl_1&amp;v=2"></script>`,
    ],
    [
      'attributes in another order or spelling (the tokenizer reads them, not the text)',
      "<SCRIPT async src='/_next/static/chunks/a.js'></SCRIPT>",
      `<loader><script type="${AFTER_FIRST_PAINT_TYPE}" ${AFTER_FIRST_PAINT_SRC}="/_next/static/chunks/a.js"></SCRIPT>`,
    ],
    [
      'markup inside a script or a comment is not a tag',
      `<script>document.write('${chunk('a')}')</script><!-- ${chunk('b')} -->`,
      `<script>document.write('${chunk('a')}')</script><!-- ${chunk('b')} -->`,
    ],
    [
      'the noModule polyfill stays (modern browsers skip it; an inert copy would run it)',
      '<script src="/_next/static/chunks/p.js" noModule=""></script>',
      '<script src="/_next/static/chunks/p.js" noModule=""></script>',
    ],
    [
      'inline scripts stay',
      '<script>self.__next_f.push([0])</script>',
      '<script>self.__next_f.push([0])</script>',
    ],
    [
      'a tag with any other attribute stays (a nonce, an integrity hash)',
      '<script src="/_next/static/chunks/a.js" async="" nonce="abc"></script><script src="/_next/static/chunks/b.js" integrity="sha256-x" async=""></script>',
      '<script src="/_next/static/chunks/a.js" async="" nonce="abc"></script><script src="/_next/static/chunks/b.js" integrity="sha256-x" async=""></script>',
    ],
    [
      'scripts from elsewhere stay',
      '<script src="https://cdn.example.com/_next/static/chunks/a.js" async=""></script><script src="/static/x.js" async=""></script>',
      '<script src="https://cdn.example.com/_next/static/chunks/a.js" async=""></script><script src="/static/x.js" async=""></script>',
    ],
    [
      'a path with a quote is written escaped',
      '<script src=\'/_next/static/chunks/a".js\' async=""></script>',
      `<loader><script type="${AFTER_FIRST_PAINT_TYPE}" ${AFTER_FIRST_PAINT_SRC}="/_next/static/chunks/a&quot;.js"></script>`,
    ],
    [
      'preloads of other kinds stay',
      '<link rel="preload" href="/_next/static/media/f.woff2" as="font" crossorigin="" type="font/woff2"/>',
      '<link rel="preload" href="/_next/static/media/f.woff2" as="font" crossorigin="" type="font/woff2"/>',
    ],
    ['a document without them is unchanged, no loader', '<p>£1 taster</p>', '<p>£1 taster</p>'],
  ])('%s', (_name, input, expected) => {
    expect(withoutLoader(rewriteWhole(input))).toBe(expected)
  })

  it('rewrites a page shaped like Next’s: every chunk inert, its preload gone, the rest as it was', () => {
    const output = rewriteWhole(PAGE)
    expect(output.match(new RegExp(LOADER, 'g'))).toHaveLength(1)
    expect(output).not.toMatch(/<script src="[^"]+" async="">/)
    expect(output).not.toContain('rel="preload" as="script"')
    expect(output.split(`type="${AFTER_FIRST_PAINT_TYPE}"`)).toHaveLength(5)
    expect(output).toContain('noModule=""')
    expect(
      output
        .replace(LOADER, '')
        .replace(
          new RegExp(
            `<script type="${AFTER_FIRST_PAINT_TYPE}" ${AFTER_FIRST_PAINT_SRC}="([^"]+)">`,
            'g',
          ),
          '<script src="$1" async="">',
        ),
    ).toBe(PAGE.replace(preload('3b3-i7u7clpyy'), ''))
  })

  it("reports what it found: the guard against a change in Next's markup", () => {
    const rewrite = new ScriptsAfterFirstPaint()
    rewrite.push(PAGE)
    rewrite.finish()
    expect(rewrite.report).toEqual({ deferred: 4, preloadsDropped: 1, leftAlone: [] })
    const changed = new ScriptsAfterFirstPaint()
    changed.push('<script src="/_next/static/chunks/a.js" defer=""></script>')
    changed.finish()
    expect(changed.report).toEqual({
      deferred: 0,
      preloadsDropped: 0,
      leftAlone: ['<script src="/_next/static/chunks/a.js" defer="">'],
    })
  })

  it('leaves a document it rewrote as it is (a page rewritten on the way in, then out)', () => {
    const once = rewriteWhole(PAGE)
    expect(rewriteWhole(once)).toBe(once)
  })

  it('gives the same document for every point a stream could split it at', () => {
    const whole = rewriteWhole(PAGE)
    for (let at = 0; at <= PAGE.length; at += 1) {
      const rewrite = new ScriptsAfterFirstPaint()
      const streamed =
        rewrite.push(PAGE.slice(0, at)) + rewrite.push(PAGE.slice(at)) + rewrite.finish()
      if (streamed !== whole) throw new Error(`split at ${at} gave a different document`)
    }
  })

  it('gives the same document streamed a few characters at a time', () => {
    const rewrite = new ScriptsAfterFirstPaint()
    let streamed = ''
    for (let at = 0; at < PAGE.length; at += 7) streamed += rewrite.push(PAGE.slice(at, at + 7))
    expect(streamed + rewrite.finish()).toBe(rewriteWhole(PAGE))
  })

  it.each<[string, string]>([
    ['a script tag, until it is complete', '<p>x</p><script src="/_next/sta'],
    ['an opened chunk tag without its end', `<p>x</p>${chunk('a').slice(0, -12)}`],
    ['a possible preload', '<p>x</p><link rel="preload" as'],
  ])('never sends part of a tag: %s', (_name, input) => {
    const sent = new ScriptsAfterFirstPaint().push(input)
    expect('<p>x</p>'.startsWith(sent)).toBe(true)
  })
})

describe('rewriteDocument', () => {
  it('gives the rewritten text and its length in bytes, the same for an equal document', () => {
    const first = rewriteDocument(PAGE)
    expect(first.text).toBe(rewriteWhole(PAGE))
    expect(first.bytes).toBe(Buffer.byteLength(first.text))
    expect(rewriteDocument(`${PAGE}`)).toBe(first)
  })
})

/** The stages in the pipeline's order, with `respond` in place of Next. */
function withServer(respond: Respond, run: (origin: string) => Promise<void>) {
  return withPipeline([compressionStage(), scriptDeferralStage()], respond, run)
}

const ISR_PAGE = 's-maxage=300, stale-while-revalidate=31535700'

function cachedPage(body: string, contentType = 'text/html; charset=utf-8'): Respond {
  return (_req, res) => {
    res.setHeader('Content-Type', contentType)
    res.setHeader('Cache-Control', ISR_PAGE)
    res.setHeader('Content-Length', Buffer.byteLength(body))
    res.end(body)
  }
}

/** An HTML answer headed with PAGE's length (as Next sends a cached page), finished by `send`. */
function withPageLength(send: (res: http.ServerResponse) => void): Respond {
  return (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Length', Buffer.byteLength(PAGE))
    send(res)
  }
}

describe('the script deferral stage', () => {
  it('rewrites a page ended in one string and corrects its Content-Length', async () => {
    await withServer(cachedPage(PAGE), async (origin) => {
      const answer = await requestRaw(`${origin}/london`, { 'accept-encoding': 'identity' })
      expect(answer.text).toBe(rewriteWhole(PAGE))
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.length)
    })
  })

  it('rewrites a streamed page, split inside a tag and inside a character', async () => {
    const bytes = Buffer.from(PAGE)
    const tagAt = bytes.indexOf('async=""')
    const pound = bytes.indexOf('£')
    await withServer(
      async (_req, res) => {
        const turn = () => new Promise((resolve) => setTimeout(resolve, 2))
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.write(bytes.subarray(0, tagAt))
        await turn()
        res.write(bytes.subarray(tagAt, pound + 1))
        await turn()
        res.write(bytes.subarray(pound + 1, bytes.length - 100), () => undefined)
        await turn()
        res.end(bytes.subarray(bytes.length - 100))
      },
      async (origin) => {
        const answer = await requestRaw(`${origin}/london`, { 'accept-encoding': 'identity' })
        expect(answer.text).toBe(rewriteWhole(PAGE))
        expect(answer.headers['content-length']).toBeUndefined()
      },
    )
  })

  it('sends the rewritten page compressed, and from the compressed cache once it is made', async () => {
    const page = `${PAGE}<!-- compressed ${Date.now()} -->`
    await withServer(cachedPage(page), async (origin) => {
      const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' }
      const first = await requestRaw(`${origin}/london`, chrome)
      expect(first.headers['content-encoding']).toBe('br')
      expect(first.text).toBe(rewriteWhole(page))
      await compressionsSettled()
      const again = await requestRaw(`${origin}/london`, chrome)
      expect(keptCompressedBody(rewriteWhole(page), 'br')?.equals(again.raw)).toBe(true)
      expect(again.text).toBe(rewriteWhole(page))
    })
  })

  it.each<[string, string]>([
    ['JSON', 'application/json'],
    ['an RSC payload', 'text/x-component'],
    ['JavaScript', 'application/javascript; charset=utf-8'],
  ])('leaves %s as it is', async (_name, contentType) => {
    await withServer(cachedPage(PAGE, contentType), async (origin) => {
      const answer = await requestRaw(`${origin}/x`, { 'accept-encoding': 'identity' })
      expect(answer.text).toBe(PAGE)
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(PAGE))
    })
  })

  it('passes on a page already encoded (one Next proxies from a rewrite) byte for byte', async () => {
    const encoded = zlib.brotliCompressSync(Buffer.from(PAGE))
    await withServer(
      (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Content-Encoding', 'br')
        res.flushHeaders()
        res.write(encoded.subarray(0, 100))
        res.end(encoded.subarray(100))
      },
      async (origin) => {
        const answer = await requestRaw(`${origin}/london`, { 'accept-encoding': 'br' })
        expect(answer.raw.equals(encoded)).toBe(true)
        expect(answer.text).toBe(PAGE)
      },
    )
  })

  it('answers HEAD without the length of the document before its rewrite', async () => {
    await withServer(
      withPageLength((res) => res.end()),
      async (origin) => {
        const answer = await requestRaw(`${origin}/london`, {}, 'HEAD')
        expect(answer.status).toBe(200)
        expect(answer.headers['content-length']).toBeUndefined()
      },
    )
  })

  it('rewrites a page whose handler flushed its headers, with its length, before the body', async () => {
    await withServer(
      withPageLength((res) => {
        res.flushHeaders()
        res.end(PAGE)
      }),
      async (origin) => {
        const answer = await requestRaw(`${origin}/london`, { 'accept-encoding': 'identity' })
        expect(answer.text).toBe(rewriteWhole(PAGE))
        expect(Number(answer.headers['content-length'])).toBe(answer.raw.length)
      },
    )
  })

  it('adds its loader to the scripts the CSP stage vouches for', async () => {
    const { Reply } = await import('@/server/http/reply.mjs')
    const { LOADER_SCRIPT_TEXT } = await import('@/server/http/scripts-after-first-paint.mjs')
    const reply = new Reply(200, { 'content-type': 'text/html' }, PAGE)
    const request = {
      req: {} as http.IncomingMessage,
      method: 'GET',
      url: '/',
      pathname: '/',
      handle: async () => reply,
    }
    const out = await scriptDeferralStage().serve(request, async () => reply)
    expect([...out.ownScripts]).toEqual([LOADER_SCRIPT_TEXT])
    expect(String(out.body)).toContain(`<script>${LOADER_SCRIPT_TEXT}</script>`)
  })
})
