import { render, screen, within } from '@testing-library/react'
import {
  PARTNERING_STEPS,
  PartnerPageBody,
  partnerPageBenefits,
} from '@/components/partners/partner-page-body'
import { BRAND } from '@/lib/brand'

const props = {
  ctaText: 'Fill empty spots in your classes with new customers',
  ctaButtonText: 'Become a Partner',
  signUpUrl: '/partner-self-signup',
  signInUrl: 'https://partners.example.com/signin',
  cityName: 'Manchester',
}

describe('PartnerPageBody', () => {
  it("pitches to providers under 'Health/Fitness Provider?'", () => {
    render(<PartnerPageBody {...props} />)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Health/Fitness Provider?' }),
    ).toBeVisible()
    expect(screen.getByRole('region', { name: 'Health/Fitness Provider?' })).toBeInTheDocument()
    expect(screen.getByText(/welcome new members from across Manchester/)).toBeVisible()
  })

  it('lists the benefits', () => {
    render(<PartnerPageBody {...props} />)
    const list = screen.getByRole('list', { name: `Why partner with ${BRAND}` })
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Reach new members', 'No listing fee', 'Weekly payouts'])
    expect(within(list).getByText(/People across Manchester use/)).toBeVisible()
  })

  it('explains how partnering works in three ordered steps', () => {
    render(<PartnerPageBody {...props} />)
    expect(screen.getByRole('heading', { level: 3, name: 'How partnering works' })).toBeVisible()
    const steps = screen.getByRole('list', { name: 'How partnering works' })
    expect(steps.tagName).toBe('OL')
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3)
    expect(
      within(steps)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(PARTNERING_STEPS.map((step) => step.title))
  })

  it('ends with the sign-up call to action and Partner Sign In', () => {
    render(<PartnerPageBody {...props} />)
    expect(screen.getByText(props.ctaText)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute(
      'href',
      '/partner-self-signup',
    )
    expect(screen.getByRole('link', { name: 'Partner Sign In' })).toHaveAttribute(
      'href',
      'https://partners.example.com/signin',
    )
  })

  it('works without a city and as the page’s only heading', () => {
    render(<PartnerPageBody {...props} cityName={null} headingAs="h1" />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Health/Fitness Provider?' }),
    ).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'How partnering works' })).toBeVisible()
    expect(screen.getByText(/welcome new members from your area/)).toBeVisible()
    expect(partnerPageBenefits(null)[0]?.text).toMatch(/^People across your area/)
  })

  it('makes no price claims', () => {
    const { container } = render(<PartnerPageBody {...props} />)
    expect(container.textContent).not.toMatch(/£|\d+%/)
  })
})
