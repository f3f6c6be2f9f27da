import { render, screen } from '@testing-library/react'
import { PartnerSignupIntro, PARTNER_BENEFITS } from '@/components/partners/partner-signup-intro'

describe('PartnerSignupIntro', () => {
  it('pitches to providers, lists benefits and holds the form', () => {
    render(
      <PartnerSignupIntro signInUrl="https://partners.move.test/sign-in">
        <form aria-label="Partner sign-up" />
      </PartnerSignupIntro>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Partner' })).toBeInTheDocument()
    expect(screen.getByText('Health/Fitness Provider?')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Why partner with us' }).children).toHaveLength(
      PARTNER_BENEFITS.length,
    )
    expect(screen.getByRole('form', { name: 'Partner sign-up' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Partner Sign In' })).toHaveAttribute(
      'href',
      'https://partners.move.test/sign-in',
    )
  })
})
