// @ts-check
import { createHash } from 'node:crypto'

/**
 * The CSP hash sources (`'sha256-…'`) of an HTML document's inline scripts, in document order
 * without repeats: what `script-src` must list for them to run without `'unsafe-inline'`.
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
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const sources = new Set()
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (runs(attributes)) sources.add(scriptHashSource(text))
  }
  return [...sources]
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
