import { ctaClickOf, ctaMarker } from '@/lib/marketing/cta-click'

const PAGE = 'http://localhost/london?utm_source=x'

function render(html: string): HTMLElement {
  document.body.innerHTML = html
  return document.body
}

function clickOn(selector: string, init: Record<string, unknown> = {}) {
  const target = document.querySelector(selector)
  return ctaClickOf({ target, button: 0, ...init }, PAGE)
}

describe('ctaClickOf', () => {
  it('marks an element with its location', () => {
    expect(ctaMarker('hero')).toEqual({ 'data-cta-location': 'hero' })
  })

  it.each([
    [
      'a link leaving the page',
      '<a data-cta-location="hero" href="https://account.example.com/signup"><span id="t">Join  Now</span></a>',
      '#t',
      {},
      {
        location: 'hero',
        text: 'Join Now',
        target: 'https://account.example.com/signup',
        leavesPage: true,
      },
    ],
    [
      'a relative link',
      '<a id="t" data-cta-location="partner-banner" href="/partner-self-signup">Become a Partner</a>',
      '#t',
      {},
      {
        location: 'partner-banner',
        text: 'Become a Partner',
        target: 'http://localhost/partner-self-signup',
        leavesPage: true,
      },
    ],
    [
      'a link opened in a new tab',
      '<a id="t" data-cta-location="hero" href="/x">Go</a>',
      '#t',
      { ctrlKey: true },
      { location: 'hero', text: 'Go', target: 'http://localhost/x', leavesPage: false },
    ],
    [
      'an anchor on the same page',
      '<a id="t" data-cta-location="hero" href="?utm_source=x#learn-more">More</a>',
      '#t',
      {},
      {
        location: 'hero',
        text: 'More',
        target: 'http://localhost/london?utm_source=x#learn-more',
        leavesPage: false,
      },
    ],
    [
      'a plain button',
      '<button id="t" data-cta-location="sticky-bar">Join</button>',
      '#t',
      {},
      { location: 'sticky-bar', text: 'Join', target: '', leavesPage: false },
    ],
  ])('reports %s', (_, html, selector, init, expected) => {
    render(html)
    expect(clickOn(selector, init)).toEqual(expected)
  })

  it('ignores clicks outside a CTA', () => {
    render('<a id="t" href="/elsewhere">Elsewhere</a>')
    expect(clickOn('#t')).toBeNull()
    expect(ctaClickOf({ target: null }, PAGE)).toBeNull()
  })
})
