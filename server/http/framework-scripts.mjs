// @ts-check
import { createHash } from 'node:crypto'

/**
 * Whether an inline script's text is one the framework writes: the Content-Security-Policy
 * vouches for these (and for our own stages' scripts) by hash, and for nothing else, so that a
 * script injected into a page's HTML (a field the sanitiser missed) is refused and reported
 * even though it sits in a page the server hashes.
 *
 * Each form below either carries data only (a JSON literal handed to an array's push) or is
 * code from React's own build, matched exactly; none can carry code from a page's content.
 * - Next's RSC payload: `(self.__next_f=self.__next_f||[]).push([0])`, then
 *   `self.__next_f.push([n, …])` with a JSON array whose first element is 1, 2 or 3.
 * - Turbopack's bootstrap: one `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…});`
 *   line per chunk group, each with a JSON object (the chunks to load; 'self' already allows any
 *   of our chunks).
 * - The dev server's bootstrap: `self.__next_r="…"`, then perhaps
 *   `;var __nextHmrInitialVersion=…;`, each a JSON literal.
 * - React's streaming instructions: its function definitions (REACT_DEFINITIONS, as React's
 *   server build writes them), then at most one call such as `$RC("B:0","S:0")` with JSON
 *   literal arguments.
 * __tests__/server/http/framework-scripts.test.ts derives REACT_DEFINITIONS from the React that
 * Next bundles and fails when an upgrade changes them.
 */

const NEXT_PAYLOAD_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'
const NEXT_PAYLOAD_PREFIX = 'self.__next_f.push('
/** A JSON string literal. */
const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`
// `glob\x61lThis` is the text "globalThis" in the page (\x61 = 'a'), written so that a search for
// state kept on globalThis (__tests__/architecture/serving-rooms.test.ts) finds the registry only.
const TURBOPACK_STATEMENT = new RegExp(
  String.raw`^\(glob\x61lThis\[(${JSON_STRING})\] \|\| \(glob\x61lThis\[\1\] = \[\]\)\)\.push\(([\s\S]*)\);?$`,
)
const DEV_BOOTSTRAP = new RegExp(
  String.raw`^self\.__next_r=(${JSON_STRING})(?:;var __nextHmrInitialVersion=(${JSON_STRING}|\d+);)?$`,
)
/** React's instruction calls: complete a segment or boundary, with styles, or render on the client. */
const REACT_CALL = /^\$R[CRSX]\(([\s\S]*)\)$/

/**
 * React's instruction definitions ([length, SHA-256 in base64]), each without the call opener
 * (`$RS("`) some of them end with: request timing, complete segment, complete boundary,
 * complete boundary with styles, client render (two forms) and view transitions.
 * @type {ReadonlyArray<readonly [number, string]>}
 */
export const REACT_DEFINITIONS = [
  [57, '7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs='],
  [193, 'rkPyhj2kmK5uKX6SivS3u1ga+pNajy8xBWBiEPXhNMA='],
  [829, 'ejxEGil7Q2jnFo9T1EMjhzsRoWDTVn8tRpUYd4XCJkY='],
  [1105, 'QwTTcUY6X/W9qbI8vPXdsBAoBq5Xi/MvMAMV2FEeJpk='],
  [200, '5TqIdh80KgjiD5uUtz2OhDa5DlGt33xJV6lK4XUE+Yo='],
  [201, 'HIwET9YbpCDSDZxSjDwBhUP6sywD0vfbAPbsgjDbN4U='],
  [2694, 'R3eWN7zVoU3spWpPQ2b7tbYj4hZDyViY037DUph2exw='],
]

/** Longest first: one definition may start with another (client render's two forms). */
const DEFINITIONS_LONGEST_FIRST = [...REACT_DEFINITIONS].sort((a, b) => b[0] - a[0])

/** @param {string} text */
export function sha256Base64(text) {
  return createHash('sha256').update(text, 'utf8').digest('base64')
}

/** @param {string} text @returns {unknown} the JSON value, or undefined when it is not JSON */
function parseJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * `{prefix}{JSON}{suffix}` → the JSON value, or undefined.
 * @param {string} text
 * @param {string} prefix
 */
function pushedJson(text, prefix) {
  if (!text.startsWith(prefix) || !text.endsWith(')')) return undefined
  return parseJson(text.slice(prefix.length, -1))
}

/** @param {unknown} value */
function isPayloadChunk(value) {
  return Array.isArray(value) && value.length === 2 && [1, 2, 3].includes(value[0])
}

/** @param {unknown} value */
function isChunkList(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Turbopack's bootstrap: each line pushes a JSON object to its chunk-loading global. @param {string} text */
function isTurbopackBootstrap(text) {
  return text.split('\n').every((line) => {
    const statement = TURBOPACK_STATEMENT.exec(line)
    return statement !== null && isChunkList(parseJson(statement[2] ?? ''))
  })
}

/** The text after React's definitions at its start, or null when it starts with none. @param {string} text */
function afterReactDefinitions(text) {
  let rest = text
  let found = true
  while (found && (rest.startsWith('$R') || rest.startsWith('requestAnimationFrame('))) {
    found = false
    for (const [length, hash] of DEFINITIONS_LONGEST_FIRST) {
      if (rest.length >= length && sha256Base64(rest.slice(0, length)) === hash) {
        rest = rest.slice(length)
        found = true
        break
      }
    }
  }
  return rest.length === text.length ? null : rest
}

/** @param {string} text */
function isReactInstruction(text) {
  const rest = afterReactDefinitions(text)
  if (rest === '') return true
  const call = REACT_CALL.exec(rest ?? text)
  if (!call) return false
  const args = parseJson(`[${call[1]}]`)
  return Array.isArray(args) && args.length > 0
}

/**
 * Whether `text` (an inline script's content, exactly as written) is one the framework writes.
 * @param {string} text
 */
export function isFrameworkScript(text) {
  if (text === NEXT_PAYLOAD_BOOTSTRAP) return true
  if (text.startsWith(NEXT_PAYLOAD_PREFIX)) {
    return isPayloadChunk(pushedJson(text, NEXT_PAYLOAD_PREFIX))
  }
  if (text.startsWith('(globalThis[')) return isTurbopackBootstrap(text)
  if (DEV_BOOTSTRAP.test(text)) return true
  return isReactInstruction(text)
}
