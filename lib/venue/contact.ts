/**
 * Venue contact details as links. Values come from partners' own listings, so each is
 * checked: a link is only made from something that looks like what it claims to be.
 */

/** 'tel:' link for a phone number as written ('020 7946 0123', '+44 20 7946 0123'); null if unusable. */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? ''
  // '+44 (0)20 …': the bracketed trunk zero is not dialled after a country code.
  const international = trimmed.startsWith('+')
  const digits = (international ? trimmed.replace(/\(0\)/g, '') : trimmed).replace(/[^\d]/g, '')
  if (digits.length < 3 || /[^\d\s()+.-]/.test(trimmed)) return null
  return `tel:${international ? '+' : ''}${digits}`
}

/** A deliberately loose address check: something@domain.tld, no spaces or URL syntax. */
const EMAIL = /^[^\s@/?#:]+@[^\s@/?#:]+\.[^\s@/?#:]+$/

/** 'mailto:' link for an email address; null if it is not one. */
export function mailtoHref(email: string | null | undefined): string | null {
  const trimmed = email?.trim() ?? ''
  return EMAIL.test(trimmed) ? `mailto:${trimmed}` : null
}

export interface WebsiteLink {
  href: string
  /** What to show: the host without 'www.', plus any path ('example.co.uk/studio'). */
  label: string
}

/**
 * The venue's website as a safe outbound link: http(s) only (a bare 'www.example.com' gets
 * https://); null for anything else, such as javascript: URLs.
 */
export function websiteLink(website: string | null | undefined): WebsiteLink | null {
  const trimmed = website?.trim() ?? ''
  if (trimmed === '') return null
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return null
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) {
    return null
  }
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '')
  return { href: url.toString(), label: url.hostname.replace(/^www\./, '') + path }
}

/**
 * A UK phone number in international form for structured data ('020 7946 0123' →
 * '+44 20 7946 0123'), as search engines ask; numbers already international keep their form.
 * Null when it is not a usable number.
 */
export function internationalPhone(phone: string | null | undefined): string | null {
  const href = telHref(phone)
  if (!href) return null
  const trimmed = (phone ?? '').trim().replace(/\s+/g, ' ')
  if (href.startsWith('tel:+')) return trimmed.replace(/\s*\(0\)\s*/g, ' ')
  const national = trimmed
    .replace(/[().-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!/^0\d/.test(national) || href.length - 'tel:'.length < 10) return null
  return `+44 ${national.slice(1)}`
}
