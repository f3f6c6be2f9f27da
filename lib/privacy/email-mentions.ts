/**
 * Finding one email address inside stored text (an event's JSON, a URL, a utm value), as the
 * erasure needs it: the same regular expression in JavaScript and PostgreSQL's `~*`.
 */

/** Characters that may precede an address without being part of it, percent-encoded (%20 %22 %26 %27 %28 %29 %2C %2F %3A–%3F, tab, line breaks), once or twice. */
const ENCODED_SEPARATOR = '%(25)?(0[9ad]|2[026789cf]|3[a-f])'

/** The character percent-encoded once and twice ('@' → '%40', '%2540'). */
function percentEncodings(char: string): string[] {
  const encoded = encodeURIComponent(char)
  // Characters encodeURIComponent leaves alone (. - _ ~ ! * ' ( )) are ASCII.
  const once =
    encoded === char
      ? `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
      : encoded
  return [once, once.replaceAll('%', '%25')]
}

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&')

/**
 * A case-insensitive pattern that finds the address as a whole, written plainly or
 * percent-encoded once or twice ('ann%40x.com', 'ann%2540x.com', 'a%2Bb%40x.com': a URL or a
 * form field that carried it): not as the tail of a longer address ('ann@example.com' is not in
 * 'joann@example.com' nor in 'jo%2Bann@…') nor the head of a longer domain.
 *
 * @example new RegExp(emailMentionPattern('ann@example.com'), 'i').test('/london?email=ann%40example.com') // true
 */
export function emailMentionPattern(email: string): string {
  const body = [...email.trim()]
    .map((char) =>
      /[a-z0-9]/i.test(char)
        ? char
        : `(?:${[escapeRegExp(char), ...percentEncodings(char)].join('|')})`,
    )
    .join('')
  return `(^|[^a-z0-9._%+-]|${ENCODED_SEPARATOR})${body}($|[^a-z0-9.-]|\\.($|[^a-z0-9-]))`
}
