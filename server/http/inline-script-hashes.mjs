// @ts-check
import { APP_INLINE_SCRIPTS } from './app-inline-scripts.mjs'
import { isFrameworkScript, sha256Base64 } from './framework-scripts.mjs'

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts of an HTML document that the
 * framework or our own server wrote, in document order without repeats: what `script-src` must
 * list for them to run without `'unsafe-inline'`. Any other inline script (one injected into the
 * page's content) gets no hash, so the browser refuses it and reports it.
 * Only scripts a browser would run count: no `src`, and no type or a JavaScript one (a JSON-LD
 * block or the inert `text/x-after-first-paint` tags never run, so need no hash). The hash is
 * of the text between the tags exactly as written, in UTF-8, as CSP hashes it.
 *
 * Next escapes '<' inside the scripts it writes (RSC payloads, JSON-LD), so a script's text
 * cannot contain '</script'; the scanner relies on that, as the HTML parser does.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i
/** The types HTML runs as classic scripts or modules (HTML's "JavaScript MIME type essence match"). */
const RUNNABLE_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
])

/** @param {string} attributes */
function runs(attributes) {
  if (SRC_ATTRIBUTE.test(attributes)) return false
  const type = TYPE_ATTRIBUTE.exec(attributes)
  if (!type) return true
  return RUNNABLE_TYPES.has((type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase())
}

/**
 * The CSP hash source of one script's text.
 * @param {string} text
 */
export function scriptHashSource(text) {
  return `'sha256-${sha256Base64(text)}'`
}

/**
 * @param {string} html
 * @param {ReadonlySet<string>} ownScripts the texts of inline scripts our own server wrote
 * @returns {{ sources: string[], unvouched: number }} the hash sources, and how many runnable
 *   inline scripts were left without one
 */
export function vouchedScriptHashes(html, ownScripts) {
  /** @type {Set<string>} */
  const sources = new Set()
  let unvouched = 0
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (!runs(attributes)) continue
    if (ownScripts.has(text) || APP_INLINE_SCRIPTS.has(text) || isFrameworkScript(text)) sources.add(scriptHashSource(text))
    else unvouched += 1
  }
  return { sources: [...sources], unvouched }
}

/**
 * The policy with these sources added to its `script-src` directive (unchanged when it has
 * none: then `default-src` governs scripts, and it is left as its author wrote it).
 * @param {string} policy
 * @param {readonly string[]} sources
 */
export function withScriptSources(policy, sources) {
  if (sources.length === 0) return policy
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim()
      return /^script-src(?:\s|$)/i.test(trimmed) ? ` ${trimmed} ${sources.join(' ')}` : directive
    })
    .join(';')
    .trim()
}
