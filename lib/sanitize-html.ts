import sanitize from 'sanitize-html'

/**
 * The one HTML allow-list for every HTML field the API serves (taglines, descriptions, FAQ
 * answers, CMS texts). Pages render these fields as HTML, so nothing outside this list may pass:
 * no scripts or styles (their content is dropped too), no event handlers, no style or class
 * attributes, links only to http(s) and mailto and always with rel="noopener noreferrer".
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitize.Attributes = { rel: 'noopener noreferrer' }
      if (attribs.href !== undefined) out.href = attribs.href
      if (attribs.target === '_blank') out.target = '_blank'
      return { tagName, attribs: out }
    },
  },
}

// The catalogue's HTML is a small, fixed set of strings: remember recent results.
const CACHE_LIMIT = 2000
const cache = new Map<string, string>()

/** Returns `dirty` reduced to the allow-list above; idempotent. */
export function sanitizeHtml(dirty: string): string {
  const hit = cache.get(dirty)
  if (hit !== undefined) return hit
  const clean = sanitize(dirty, OPTIONS)
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(dirty, clean)
  return clean
}

/** Same for optional fields. */
export function sanitizeOptionalHtml(dirty: string | null | undefined): string | null {
  return dirty === null || dirty === undefined ? null : sanitizeHtml(dirty)
}
