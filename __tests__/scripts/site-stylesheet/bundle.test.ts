/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import { bundleSiteStylesheet, relinkPrerendered } from '@/scripts/site-stylesheet/bundle'

/** A build folder shaped as Next 16's Turbopack build leaves it, with three sheets. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'site-stylesheet-'))
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
  const sheets: Record<string, string> = {
    fonts:
      '@font-face{font-family:x;src:url(../media/x.woff2)}\n/*# sourceMappingURL=fonts.css.map*/',
    container: '.container{max-width:1300px}',
    hero: '.hero{padding:0}',
    desk: '.desk{display:grid}',
  }
  for (const [name, css] of Object.entries(sheets)) {
    writeFileSync(path.join(dist, 'static', 'chunks', `${name}.css`), css)
  }
  const link = (name: string) => ({ path: `static/chunks/${name}.css`, inlined: false })
  const manifest = (route: string, entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
      moduleLoading: { prefix: '' },
      entryCSSFiles: Object.fromEntries(
        Object.entries(entries).map(([entry, names]) => [entry, names.map(link)]),
      ),
    })};\n`
  const app = path.join(dist, 'server', 'app')
  mkdirSync(path.join(app, 'london'), { recursive: true })
  mkdirSync(path.join(app, 'marketing'), { recursive: true })
  writeFileSync(
    path.join(app, 'london', 'page_client-reference-manifest.js'),
    manifest('/london/page', {
      '[project]/app/layout': ['fonts'],
      '[project]/app/london/page': ['fonts', 'hero', 'container'],
    }),
  )
  writeFileSync(
    path.join(app, 'marketing', 'page_client-reference-manifest.js'),
    manifest('/marketing/page', {
      '[project]/app/layout': ['fonts'],
      '[project]/app/marketing/page': ['fonts', 'container', 'desk'],
    }),
  )
  writeFileSync(
    path.join(app, 'terms.html'),
    '<head><link rel="stylesheet" href="/_next/static/chunks/fonts.css" data-precedence="next"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/container.css" data-precedence="next"/>' +
      '<link rel="preload" href="/_next/static/chunks/hero.css" as="style"/></head>',
  )
  writeFileSync(
    path.join(app, 'terms.rsc'),
    ':HL["/_next/static/chunks/fonts.css","style"]\n:HL["/_next/static/chunks/container.css","style"]\n',
  )
  return dist
}

function linkedSheets(dist: string, manifestFile: string): Record<string, string[]> {
  const context = vm.createContext({})
  vm.runInContext(readFileSync(path.join(dist, 'server', 'app', manifestFile), 'utf8'), context)
  const manifests = (context as { __RSC_MANIFEST: Record<string, { entryCSSFiles: object }> })
    .__RSC_MANIFEST
  const [manifest] = Object.values(manifests)
  return Object.fromEntries(
    Object.entries(manifest!.entryCSSFiles as Record<string, Array<{ path: string }>>).map(
      ([entry, files]) => [entry, files.map((file) => file.path)],
    ),
  )
}

describe('bundleSiteStylesheet', () => {
  let dist: string
  beforeEach(() => {
    dist = fakeBuild()
  })
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it("writes one hashed sheet of the visitors' sheets, the base before its extension", () => {
    const result = bundleSiteStylesheet(dist)!
    expect(result.sheet).toMatch(/^static\/chunks\/site-[0-9a-f]{16}\.css$/)
    expect(result.merged).toBe(3)
    const css = readFileSync(path.join(dist, result.sheet), 'utf8')
    expect(css).toBe(
      '@font-face{font-family:x;src:url(../media/x.woff2)}\n\n.container{max-width:1300px}\n.hero{padding:0}',
    )
    expect(css).not.toContain('.desk')
  })

  it('points every entry at the sheet, and the desk at its own sheet after it', () => {
    const { sheet } = bundleSiteStylesheet(dist)!
    expect(linkedSheets(dist, 'london/page_client-reference-manifest.js')).toEqual({
      '[project]/app/layout': [sheet],
      '[project]/app/london/page': [sheet],
    })
    expect(linkedSheets(dist, 'marketing/page_client-reference-manifest.js')).toEqual({
      '[project]/app/layout': [sheet],
      '[project]/app/marketing/page': [sheet, 'static/chunks/desk.css'],
    })
  })

  it('relinks pages prerendered at build time, and is done once', () => {
    const { sheet, prerendered } = bundleSiteStylesheet(dist)!
    expect(prerendered).toBe(2)
    const app = path.join(dist, 'server', 'app')
    expect(readFileSync(path.join(app, 'terms.html'), 'utf8')).toBe(
      `<head><link rel="stylesheet" href="/_next/${sheet}" data-precedence="next"/></head>`,
    )
    expect(readFileSync(path.join(app, 'terms.rsc'), 'utf8')).toBe(
      `:HL["/_next/${sheet}","style"]\n:HL["/_next/${sheet}","style"]\n`,
    )
    const files = readdirSync(path.join(dist, 'static', 'chunks'))
    expect(bundleSiteStylesheet(dist)).toBeNull()
    expect(readdirSync(path.join(dist, 'static', 'chunks'))).toEqual(files)
  })

  it('fails loudly on a manifest Next no longer writes the same way', () => {
    writeFileSync(
      path.join(dist, 'server', 'app', 'london', 'page_client-reference-manifest.js'),
      'globalThis.somethingElse = {}',
    )
    expect(() => bundleSiteStylesheet(dist)).toThrow(/has Next's manifest changed/)
  })

  it('fails loudly on a manifest that sets more than it could write back', () => {
    const file = path.join(dist, 'server', 'app', 'london', 'page_client-reference-manifest.js')
    writeFileSync(file, `${readFileSync(file, 'utf8')}globalThis.__NEXT_OTHER = 1;\n`)
    expect(() => bundleSiteStylesheet(dist)).toThrow(/also sets __NEXT_OTHER/)
  })
})

describe('relinkPrerendered', () => {
  it('leaves links to sheets outside the bundle, and text with no link, as they were', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/desk.css" data-precedence="next"/>'
    expect(
      relinkPrerendered(html, new Set(['static/chunks/fonts.css']), 'static/chunks/site-0.css'),
    ).toBe(html)
  })
})
