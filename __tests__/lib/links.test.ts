import {
  buildLinks,
  footerLinkGroups,
  LINK_DEFAULTS,
  PARTNER_SIGNUP_PATH,
  socialLinks,
} from '@/lib/links'

describe('buildLinks', () => {
  it('uses the defaults when nothing is set', () => {
    const links = buildLinks({})
    expect(links.helpCentre).toBe('https://help.example.com')
    expect(links.partnerFaqs).toBe('https://help.example.com/partners')
    expect(links.blog).toBe(LINK_DEFAULTS.blog)
    expect(links.aboutUs).toBe('https://www.example.com/about-us')
    expect(links.partnerSignIn).toBe('https://partners.example.com/sign-in')
    expect(links.becomePartner).toBe(PARTNER_SIGNUP_PATH)
    expect(links.becomePartner).toBe('/partner-self-signup')
  })

  it.each([
    ['a valid https URL', 'https://help.move.test/', 'https://help.move.test'],
    ['surrounding spaces', '  https://help.move.test  ', 'https://help.move.test'],
    ['an empty value', '', 'https://help.example.com'],
    ['a javascript: URL', 'javascript:alert(1)', 'https://help.example.com'],
    ['a relative path', '/help', 'https://help.example.com'],
  ])('help centre from %s', (_, value, expected) => {
    expect(buildLinks({ NEXT_PUBLIC_HELP_CENTRE_URL: value }).helpCentre).toBe(expected)
  })

  it('derives the company pages and partner FAQs from their bases', () => {
    const links = buildLinks({
      NEXT_PUBLIC_COMPANY_SITE_URL: 'https://www.move.test/',
      NEXT_PUBLIC_HELP_CENTRE_URL: 'https://help.move.test',
    })
    expect(links.aboutUs).toBe('https://www.move.test/about-us')
    expect(links.partnerFaqs).toBe('https://help.move.test/partners')
  })

  it.each([{}, { NEXT_PUBLIC_COMPANY_SITE_URL: 'https://www.move.test/' }])(
    'keeps the terms and the cookie policy on our own pages (%p)',
    (env) => {
      const links = buildLinks(env)
      expect(links.terms).toBe('/terms')
      expect(links.partnerTerms).toBe('/partner-terms')
      expect(links.cookiePolicy).toBe('/cookie-policy')
    },
  )
})

describe('footerLinkGroups (spec §2 Footer)', () => {
  const labels = (isPartnerPage: boolean) =>
    footerLinkGroups(isPartnerPage, buildLinks({})).flatMap((group) =>
      group.links.map((link) => link.label),
    )

  it('customer pages', () => {
    expect(labels(false)).toEqual([
      'About us',
      'Blog',
      'Careers',
      'Corporate Memberships',
      'Help Centre',
      'Suggest a Venue',
      'Partner Sign In',
      'Become a Partner',
      'Terms & Conditions',
      'Cookie Policy',
    ])
  })

  it('partner pages: FAQs plus Contact instead of Help Centre, partner terms', () => {
    expect(labels(true)).toEqual([
      'About us',
      'Blog',
      'Careers',
      'Corporate Memberships',
      'FAQs',
      'Contact',
      'Suggest a Venue',
      'Partner Sign In',
      'Become a Partner',
      'Partner Terms',
      'Cookie Policy',
    ])
  })

  it('social links', () => {
    expect(socialLinks(buildLinks({})).map((link) => link.label)).toEqual([
      'Facebook',
      'Twitter',
      'Instagram',
    ])
  })
})
