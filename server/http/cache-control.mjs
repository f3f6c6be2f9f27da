// @ts-check

/**
 * A Cache-Control header's directives: names in lower case to their values ('' for none).
 * @param {unknown} cacheControl
 * @returns {Map<string, string>}
 */
export function cacheControlDirectives(cacheControl) {
  const directives = new Map()
  for (const directive of String(cacheControl ?? '').split(',')) {
    const [name = '', value = ''] = directive.split('=').map((piece) => piece.trim())
    if (name) directives.set(name.toLowerCase(), value.replace(/^"|"$/g, ''))
  }
  return directives
}

/**
 * Whether a shared cache may store a response with these directives (RFC 9111 §3): a lifetime
 * (s-maxage or max-age above 0) and none of private, no-store or no-cache.
 * @param {Map<string, string>} directives
 */
function storable(directives) {
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return false
  return Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0) > 0
}

/**
 * Whether a shared cache may store a response with this Cache-Control. Only such bodies are
 * expected to repeat; a one-off body (a GraphQL answer, a per-visitor page) would only churn a
 * cache.
 * @param {unknown} cacheControl
 */
export function sharedCacheMayStore(cacheControl) {
  return storable(cacheControlDirectives(cacheControl))
}

/**
 * Whether a cache may keep this response's body compressed: storable, and without
 * no-transform, which forbids changing the coding at all (RFC 9111 §5.2.2.6).
 * @param {unknown} cacheControl
 */
export function sharedCacheMayStoreCompressed(cacheControl) {
  const directives = cacheControlDirectives(cacheControl)
  return storable(directives) && !directives.has('no-transform')
}

/** Whether the response forbids any change of its coding. @param {unknown} cacheControl */
export function forbidsTransform(cacheControl) {
  return cacheControlDirectives(cacheControl).has('no-transform')
}
