/** @jest-environment node */
import { furtherInfoLinks } from '@/lib/landing/further-info'
import { headerImageOverride } from '@/lib/landing/header-image'
import { landingSections } from '@/lib/landing/section-order'
import { reviewBadgesFor, reviewPageUrl } from '@/lib/review-badges'

describe('headerImageOverride (imageUrl / mobileImageUrl)', () => {
  it.each([
    [null, null, null],
    ['', '  ', null],
    ['/a.jpg', '/m.jpg', { desktop: '/a.jpg', mobile: '/m.jpg' }],
    ['/a.jpg', null, { desktop: '/a.jpg', mobile: '/a.jpg' }],
    [null, '/m.jpg', { desktop: '/m.jpg', mobile: '/m.jpg' }],
    ['https://cdn.example.com/a.jpg', null, null],
    ['//cdn.example.com/a.jpg', '/m.jpg', { desktop: '/m.jpg', mobile: '/m.jpg' }],
    ['/a.jpg" onerror="x', null, null],
    ['javascript:alert(1)', null, null],
  ])('imageUrl %j, mobileImageUrl %j → %j', (imageUrl, mobileImageUrl, expected) => {
    expect(headerImageOverride({ imageUrl, mobileImageUrl })).toEqual(expected)
  })
})

describe('furtherInfoLinks (layoutConfig.furtherInfo)', () => {
  const all = landingSections(null, { showFaqs: true })
  const noFaqs = landingSections(null, { showFaqs: false })
  const texts = (links: Array<{ text: string }>) => links.map((link) => link.text)

  it.each<[boolean | null, readonly string[], string[]]>([
    [false, all, []],
    [null, all, []],
    [true, all, ['How it works', 'Tempted? Learn More', 'FAQs']],
    [true, noFaqs, ['How it works', 'Tempted? Learn More']],
    [true, ['hero', 'learn-more'], ['Tempted? Learn More']],
  ])('furtherInfo %p with sections %j → %j', (furtherInfo, sections, expected) => {
    expect(
      texts(furtherInfoLinks(furtherInfo, sections as Parameters<typeof furtherInfoLinks>[1])),
    ).toEqual(expected)
  })

  it('links to the sections’ anchors', () => {
    expect(furtherInfoLinks(true, all).map((link) => link.href)).toEqual([
      '#how-it-works',
      '#learn-more',
      '#faqs',
    ])
  })
})

describe('review badges and the trust-widget ids', () => {
  it.each([
    ['Trustpilot', 'move.example.com', 'https://www.trustpilot.com/review/move.example.com'],
    ['Google', 'ChIJabc_123', 'https://search.google.com/local/reviews?placeid=ChIJabc_123'],
    ['Facebook', 'move.example', 'https://www.facebook.com/move.example/reviews'],
    ['Google', null, null],
    ['Google', '', null],
    ['Facebook', 'a/../b', null],
    ['Trustpilot', 'x"><script>', null],
  ] as const)('%s id %j → %j', (source, id, expected) => {
    expect(reviewPageUrl(source, id)).toBe(expected)
  })

  it('without ids (partner and venue pages): the three static badges, unlinked', () => {
    expect(reviewBadgesFor(null).map((badge) => [badge.source, badge.href])).toEqual([
      ['Facebook', null],
      ['Google', null],
      ['Trustpilot', null],
    ])
  })

  it.each([
    [
      'some ids',
      { trustpilot: 'move.example.com', google: null, facebook: 'm' },
      [
        'https://www.facebook.com/m/reviews',
        null,
        'https://www.trustpilot.com/review/move.example.com',
      ],
    ],
    ['no ids at all', { trustpilot: null, google: null, facebook: null }, [null, null, null]],
    [
      'malformed ids',
      { trustpilot: 'x"><script>', google: '', facebook: 'a/../b' },
      [null, null, null],
    ],
  ] as const)(
    'with %s: still all three badges, linked only where an id is valid',
    (_, ids, hrefs) => {
      const badges = reviewBadgesFor(ids)
      expect(badges.map((badge) => [badge.source, badge.score, badge.reviews])).toEqual([
        ['Facebook', 8, 289],
        ['Google', 10, 254],
        ['Trustpilot', 8, 164],
      ])
      expect(badges.map((badge) => badge.href)).toEqual(hrefs)
    },
  )
})
