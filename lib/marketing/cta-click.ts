/**
 * Calls to action are marked in the HTML (`data-cta-location` on a link or button), so server
 * components stay free of client JavaScript: one document listener, started lazily with the
 * marketing client, reports each click as analytics' 'Click CTA' and a marketing action.
 */
export const CTA_LOCATION_ATTRIBUTE = 'data-cta-location'

/** Spread on a CTA element: `<a {...ctaMarker('hero')}>`. */
export function ctaMarker(location: string): { 'data-cta-location': string } {
  return { [CTA_LOCATION_ATTRIBUTE]: location } as { 'data-cta-location': string }
}

export interface CtaClick {
  /** Where the button is: the attribute's value. */
  location: string
  /** Its visible text, whitespace collapsed. */
  text: string
  /** Its link, absolute; '' for a plain button. */
  target: string
  /** Whether following it leaves this page (send with sendBeacon). */
  leavesPage: boolean
}

interface ClickLike {
  target: EventTarget | null
  button?: number
  defaultPrevented?: boolean
  ctrlKey?: boolean
  metaKey?: boolean
  shiftKey?: boolean
  altKey?: boolean
}

/** The CTA a click landed on, or null when it landed elsewhere. */
export function ctaClickOf(event: ClickLike, pageHref: string): CtaClick | null {
  const start = event.target as Element | null
  if (!start || typeof start.closest !== 'function') return null
  const element = start.closest(`[${CTA_LOCATION_ATTRIBUTE}]`)
  if (!element) return null
  const location = element.getAttribute(CTA_LOCATION_ATTRIBUTE) || 'page'
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim()
  const href = element.getAttribute('href')
  let target = ''
  let sameDocument = false
  if (href !== null) {
    try {
      const url = new URL(href, pageHref)
      const page = new URL(pageHref)
      target = url.toString()
      sameDocument =
        url.origin === page.origin &&
        url.pathname === page.pathname &&
        url.search === page.search &&
        url.hash !== ''
    } catch {
      target = href
    }
  }
  const newTab =
    element.getAttribute('target') === '_blank' ||
    event.ctrlKey === true ||
    event.metaKey === true ||
    event.shiftKey === true ||
    (event.button ?? 0) !== 0
  const leavesPage = href !== null && !sameDocument && !newTab && event.defaultPrevented !== true
  return { location, text, target, leavesPage }
}
