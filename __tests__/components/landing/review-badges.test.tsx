import { render, screen, within } from '@testing-library/react'
import { ReviewBadges } from '@/components/landing/review-badges'

describe('ReviewBadges (spec §2: static)', () => {
  it('shows Facebook 8 from 289, Google 10 from 254, Trustpilot 8 from 164', () => {
    render(<ReviewBadges />)
    const badges = within(screen.getByRole('list', { name: 'Our reviews' })).getAllByRole(
      'listitem',
    )
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'fFacebook8/10 from 289 reviews',
      'GGoogle10/10 from 254 reviews',
      'TTrustpilot8/10 from 164 reviews',
    ])
    expect(screen.getByText('8/10 from 289 reviews')).toBeInTheDocument()
    expect(screen.getByText('10/10 from 254 reviews')).toBeInTheDocument()
    expect(screen.getByText('8/10 from 164 reviews')).toBeInTheDocument()
  })
  it('fills the decorative stars to each score: four, five and four of five', () => {
    const { container } = render(<ReviewBadges />)
    const stars = [...container.querySelectorAll<HTMLElement>('.badge [data-stars]')]
    expect(stars.map((star) => star.getAttribute('data-stars'))).toEqual(['4', '5', '4'])
    // The gold layer's width: the share of the five stars that is filled.
    expect(stars.map((star) => star.querySelector('span')?.style.width)).toEqual([
      '80%',
      '100%',
      '80%',
    ])
    stars.forEach((star) => expect(star).toHaveAttribute('aria-hidden', 'true'))
  })
})
