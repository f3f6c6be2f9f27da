/**
 * How much of a page's HTML is the RSC payload: the inline `self.__next_f.push(…)` scripts
 * that hydrate the client islands and carry the whole server-rendered tree a second time.
 * Sizes are of the uncompressed HTML, the bytes a browser parses.
 */

/** An inline script element; its attributes and body, without the tags. */
const INLINE_SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/gi
const FLIGHT_PUSH = 'self.__next_f.push('

export interface HtmlWeight {
  /** The whole document, in bytes. */
  totalBytes: number
  /** The RSC payload scripts, tags included, in bytes. */
  payloadBytes: number
  /** How many payload scripts the page carries. */
  payloadScripts: number
}

export function htmlWeight(html: string): HtmlWeight {
  let payloadBytes = 0
  let payloadScripts = 0
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (!match[1]?.trimStart().startsWith(FLIGHT_PUSH)) continue
    payloadBytes += Buffer.byteLength(match[0])
    payloadScripts += 1
  }
  return { totalBytes: Buffer.byteLength(html), payloadBytes, payloadScripts }
}

/** The first venue page a landing page links to (`/venues/{slug}`), or null. */
export function firstVenuePath(html: string): string | null {
  const match = /href="(\/venues\/[a-z0-9-]+)"/.exec(html)
  return match?.[1] ?? null
}
