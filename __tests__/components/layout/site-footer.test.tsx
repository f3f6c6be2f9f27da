import { render, screen, within } from '@testing-library/react'
import { SiteFooter } from '@/components/layout/site-footer'
import { BRAND } from '@/lib/brand'
import { buildLinks } from '@/lib/links'

const links = buildLinks({ NEXT_PUBLIC_HELP_CENTRE_URL: 'https://help.move.test' })

function footerLinkNames() {
  const nav = screen.getByRole('navigation', { name: 'Footer' })
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent)
}

describe('SiteFooter (spec §2 Footer)', () => {
  it('is a footer landmark with the customer links', () => {
    render(<SiteFooter year={2031} links={links} />)
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(footerLinkNames()).toEqual([
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
    expect(screen.getByRole('link', { name: 'Help Centre' })).toHaveAttribute(
      'href',
      'https://help.move.test',
    )
    expect(screen.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute(
      'href',
      '/partner-self-signup',
    )
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    )
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    )
  })

  it('partner pages: FAQs and Contact instead of the Help Centre, and the partner terms', () => {
    render(<SiteFooter year={2031} links={links} isPartnerPage />)
    const names = footerLinkNames()
    expect(names).toEqual(expect.arrayContaining(['FAQs', 'Contact', 'Partner Terms']))
    expect(names).not.toContain('Help Centre')
    expect(names).not.toContain('Terms & Conditions')
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute(
      'href',
      'https://help.move.test/partners',
    )
    expect(screen.getByRole('link', { name: 'Partner Terms' })).toHaveAttribute(
      'href',
      '/partner-terms',
    )
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    )
  })

  it('has labelled social links opening in a new tab', () => {
    render(<SiteFooter year={2031} links={links} />)
    for (const network of ['Facebook', 'Twitter', 'Instagram']) {
      const link = screen.getByRole('link', { name: `${BRAND} on ${network} (opens in a new tab)` })
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
  })

  it('prints the copyright with the brand and the given year', () => {
    render(<SiteFooter year={2031} />)
    expect(screen.getByText(`© 2031 ${BRAND}. All rights reserved.`)).toBeInTheDocument()
  })
})
