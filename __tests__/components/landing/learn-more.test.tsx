import { render, screen } from '@testing-library/react'
import { AsSeenIn } from '@/components/landing/as-seen-in'
import { MEDIA_OUTLETS, mediaLogoUrl } from '@/lib/images/generated-images'
import { LearnMore } from '@/components/landing/learn-more'

describe('LearnMore (spec §2)', () => {
  it("has the learn-more anchor, its headings, reviews and the 'Become a Partner' banner", () => {
    const { container } = render(
      <LearnMore testimonials={[{ id: '1', name: 'Ana', text: 'Loved it', image: '/a.jpg' }]}>
        <p>Body copy</p>
      </LearnMore>,
    )
    expect(container.querySelector('section#learn-more')).not.toBeNull()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Tempted? Learn More' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Body copy')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'What our customers are saying' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Loved it')).toBeInTheDocument()
    expect(screen.getByText('8/10 from 289 reviews')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Health/Fitness Provider?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute(
      'href',
      '/partner-self-signup',
    )
  })

  it.each([
    ['missing', undefined],
    ['not an array', {}],
    ['empty', []],
    ['only malformed entries', [{ id: 1 }, null]],
  ])(
    'without testimonials (%s): no heading and no cards, the review badges and banner stay',
    (_, testimonials) => {
      const { container } = render(<LearnMore testimonials={testimonials} partnerHref="/p" />)
      expect(
        screen.queryByRole('heading', { name: 'What our customers are saying' }),
      ).not.toBeInTheDocument()
      expect(container.querySelector('blockquote')).toBeNull()
      expect(screen.getByRole('list', { name: 'Our reviews' })).toBeInTheDocument()
      expect(screen.getByText('10/10 from 254 reviews')).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute('href', '/p')
    },
  )
})

describe('AsSeenIn (spec §2)', () => {
  it.each(['grey', 'colour'] as const)('shows six named media logos in %s', (tone) => {
    const { container } = render(<AsSeenIn tone={tone} />)
    expect(container.querySelector('section#as-seen-in')).not.toBeNull()
    expect(screen.getByRole('heading', { name: 'As seen in' })).toBeInTheDocument()
    const logos = screen.getAllByRole('img')
    expect(logos).toHaveLength(6)
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(
      MEDIA_OUTLETS.map((outlet) => outlet.name),
    )
    expect(logos.map((logo) => logo.getAttribute('src'))).toEqual(
      MEDIA_OUTLETS.map((outlet) => mediaLogoUrl(outlet.slug, tone)),
    )
    logos.forEach((logo) => expect(logo).toHaveAttribute('loading', 'lazy'))
  })
})
