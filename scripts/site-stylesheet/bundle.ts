/**
 * After `next build`: one site stylesheet instead of Turbopack's many (lib/css/site-stylesheet.ts
 * says which sheets and in what order). It writes the sheet beside the others, named by a hash of
 * its content, and points the build at it:
 * - each client reference manifest's `entryCSSFiles`, which Next renders the links of every page
 *   and RSC payload from;
 * - the pages Next prerendered at build time (HTML and RSC), which already hold the old links.
 * The old sheets stay on disk; nothing links them.
 */
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { siteStylesheetSheets } from '../../lib/css/site-stylesheet'

interface CssFile {
  path: string
  inlined: boolean
}

interface ClientReferenceManifest {
  entryCSSFiles: Record<string, CssFile[]>
  [key: string]: unknown
}

const MANIFEST_SUFFIX = '_client-reference-manifest.js'
const MANIFEST_GLOBAL = '__RSC_MANIFEST'
/** The desk's entries (app/marketing) keep their own sheets after the site stylesheet. */
const DESK_ENTRY = /^\[project\]\/app\/marketing(\/|$)/
const SITE_SHEET = /^static\/chunks\/site-[0-9a-f]{16}\.css$/
const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/

export interface SiteStylesheetResult {
  /** The sheet's path under the build folder, e.g. static/chunks/site-….css. */
  sheet: string
  /** How many of the build's sheets it holds, and its size in bytes. */
  merged: number
  bytes: number
  manifests: number
  prerendered: number
}

function filesUnder(folder: string, wanted: (name: string) => boolean, found: string[] = []) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) filesUnder(full, wanted, found)
    else if (wanted(entry.name)) found.push(full)
  }
  return found
}

/** A manifest file's routes, read the way Next reads it: a script that sets a global. */
function readManifests(file: string): Record<string, ClientReferenceManifest> {
  const context = vm.createContext({})
  vm.runInContext(readFileSync(file, 'utf8'), context, { filename: file })
  const manifests = (context as Record<string, unknown>)[MANIFEST_GLOBAL]
  // The file is written again from this global alone: anything else it set would be lost.
  const others = Object.keys(context).filter((name) => name !== MANIFEST_GLOBAL)
  if (others.length > 0) {
    throw new Error(`${file} also sets ${others.join(', ')}: has Next's manifest changed?`)
  }
  if (!manifests || typeof manifests !== 'object') {
    throw new Error(`${file} sets no globalThis.${MANIFEST_GLOBAL}: has Next's manifest changed?`)
  }
  for (const [route, manifest] of Object.entries(manifests)) {
    if (!manifest?.entryCSSFiles || typeof manifest.entryCSSFiles !== 'object') {
      throw new Error(`${file}: route ${route} has no entryCSSFiles: has Next's manifest changed?`)
    }
  }
  return manifests as Record<string, ClientReferenceManifest>
}

function writeManifests(file: string, manifests: Record<string, ClientReferenceManifest>) {
  const lines = [`globalThis.${MANIFEST_GLOBAL} = globalThis.${MANIFEST_GLOBAL} || {};`]
  for (const [route, manifest] of Object.entries(manifests)) {
    lines.push(
      `globalThis.${MANIFEST_GLOBAL}[${JSON.stringify(route)}] = ${JSON.stringify(manifest)};`,
    )
  }
  writeFileSync(file, `${lines.join('\n')}\n`)
}

/** Replaces the bundled sheets' links in a prerendered page by one link to the site sheet. */
export function relinkPrerendered(text: string, bundled: ReadonlySet<string>, sheet: string) {
  const siteHref = `/_next/${sheet}`
  let changed = text.replace(
    /\/_next\/(static\/chunks\/[0-9a-z_-]+\.css)/g,
    (href, file: string) => (bundled.has(file) ? siteHref : href),
  )
  if (changed === text) return text
  // HTML: the first stylesheet link stays, its repeats and a preload of the same sheet go.
  const escaped = siteHref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  let linked = false
  changed = changed.replace(
    new RegExp(`<link rel="stylesheet" href="${escaped}"[^>]*>`, 'g'),
    (tag) => (linked ? '' : ((linked = true), tag)),
  )
  if (linked) {
    changed = changed.replace(
      new RegExp(`<link rel="preload" href="${escaped}" as="style"[^>]*>`, 'g'),
      '',
    )
  }
  return changed
}

export function bundleSiteStylesheet(distDir: string): SiteStylesheetResult | null {
  const manifestFiles = filesUnder(path.join(distDir, 'server', 'app'), (name) =>
    name.endsWith(MANIFEST_SUFFIX),
  )
  const read = manifestFiles.map((file) => ({ file, manifests: readManifests(file) }))
  const entries = new Map<string, string[]>()
  for (const { file, manifests } of read) {
    for (const [route, manifest] of Object.entries(manifests)) {
      for (const [entry, files] of Object.entries(manifest.entryCSSFiles)) {
        if (files.some((css) => SITE_SHEET.test(css.path))) return null // bundled already
        entries.set(
          `${file}\0${route}\0${entry}`,
          files.map((css) => css.path),
        )
      }
    }
  }
  const bundledInOrder = siteStylesheetSheets(entries, (key) =>
    DESK_ENTRY.test(key.split('\0')[2]!),
  )
  if (bundledInOrder.length === 0) return null

  const css = bundledInOrder
    .map((file) => readFileSync(path.join(distDir, file), 'utf8').replace(SOURCE_MAP_COMMENT, ''))
    .join('\n')
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 16)
  const sheet = `static/chunks/site-${hash}.css`
  writeFileSync(path.join(distDir, sheet), css)

  const bundled = new Set(bundledInOrder)
  for (const { file, manifests } of read) {
    for (const manifest of Object.values(manifests)) {
      for (const [entry, files] of Object.entries(manifest.entryCSSFiles)) {
        const own = files.filter((css) => !bundled.has(css.path))
        manifest.entryCSSFiles[entry] =
          own.length < files.length ? [{ path: sheet, inlined: false }, ...own] : own
      }
    }
    writeManifests(file, manifests)
  }

  const prerenderedFiles = filesUnder(path.join(distDir, 'server', 'app'), (name) =>
    /\.(html|rsc)$/.test(name),
  )
  let prerendered = 0
  for (const file of prerenderedFiles) {
    const text = readFileSync(file, 'utf8')
    const relinked = relinkPrerendered(text, bundled, sheet)
    if (relinked === text) continue
    writeFileSync(file, relinked)
    prerendered += 1
  }
  return {
    sheet,
    merged: bundledInOrder.length,
    bytes: Buffer.byteLength(css),
    manifests: manifestFiles.length,
    prerendered,
  }
}
