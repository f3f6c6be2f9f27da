import { render, screen } from '@testing-library/react'
import { Hero } from '@/components/landing/hero'
import { HEADER_IMAGE_PHONE_SIZES } from '@/lib/landing/header-image'

const partner = { name: 'Acme Health', logoUrl: '/logo/acme.svg', displayPartnerLogo: true }

describe('Hero', () => {
  it('shows the CTA text as the page heading and the CTA slot', () => {
    render(
      <Hero ctaText="Get active in London" city="london">
        <button type="button">Join Now</button>
      </Hero>,
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'Get active in London' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Join Now' })).toBeInTheDocument()
  })

  it('renders the city header image responsively, eager and high priority, with a fixed size', () => {
    const { container } = render(<Hero ctaText="Move more" city="london" />)
    const img = container.querySelector('img')
    expect(img).not.toBeNull()
    expect(img).toHaveAttribute('src', '/static/images/header/london/640x480.jpg')
    expect(img?.getAttribute('srcset')).toContain('/static/images/header/london/1280x640.jpg 1280w')
    expect(img?.getAttribute('srcset')).toContain('/static/images/header/london/320x240.jpg 320w')
    expect(img).toHaveAttribute('sizes')
    expect(img).toHaveAttribute('width', '640')
    expect(img).toHaveAttribute('height', '480')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img).not.toHaveAttribute('loading', 'lazy')
    // The WebP sets come first (phones by density, the smallest first, then every width); the
    // spec's JPEGs stay the fallback.
    const [smallPhones, phones, wider] = [
      ...container.querySelectorAll('picture > source[type="image/webp"]'),
    ]
    expect(smallPhones).toHaveAttribute('media', '(max-width: 320px)')
    expect(smallPhones).toHaveAttribute(
      'srcset',
      '/static/images/header/london/320x240.webp 320w, /static/images/header/london/640x480.webp 640w, /static/images/header/london/1280x640.webp 1280w',
    )
    expect(phones).toHaveAttribute('media', '(max-width: 468.98px)')
    expect(phones).toHaveAttribute(
      'srcset',
      '/static/images/header/london/480x360.webp 480w, /static/images/header/london/640x480.webp 640w, /static/images/header/london/1280x640.webp 1280w',
    )
    expect(phones).toHaveAttribute('sizes', HEADER_IMAGE_PHONE_SIZES)
    expect(wider).not.toHaveAttribute('media')
    expect(wider?.getAttribute('srcset')).toContain(
      '/static/images/header/london/1280x640.webp 1280w',
    )
    expect(wider).toHaveAttribute('sizes', img?.getAttribute('sizes') ?? '')
    expect(img?.parentElement?.tagName).toBe('PICTURE')
  })

  it('uses the generic image for unknown or missing cities', () => {
    const { container } = render(<Hero ctaText="Move more" city={null} />)
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/static/images/header/generic/640x480.jpg',
    )
  })

  it('shows the partner logo only when displayPartnerLogo', () => {
    const { rerender } = render(<Hero ctaText="Move more" partner={partner} />)
    const logo = screen.getByRole('img', { name: 'Acme Health logo' })
    expect(logo).toHaveAttribute('src', '/logo/acme.svg')
    expect(logo).toHaveAttribute('width')
    expect(logo).toHaveAttribute('height')

    rerender(<Hero ctaText="Move more" partner={{ ...partner, displayPartnerLogo: false }} />)
    expect(screen.queryByRole('img', { name: 'Acme Health logo' })).not.toBeInTheDocument()
  })

  it('renders the rotation slot instead of the static image', () => {
    const { container } = render(
      <Hero ctaText="Move more" rotation={<div data-testid="rotation" />} />,
    )
    expect(screen.getByTestId('rotation')).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
  })

  it('renders the sanitised HTML tagline, else the plain one', () => {
    const { rerender } = render(
      <Hero
        ctaText="Move more"
        packageTagline="plain"
        packageHTMLTagline="<p>Over <strong>1,000</strong> venues</p>"
      />,
    )
    expect(screen.getByText('1,000').tagName).toBe('STRONG')
    expect(screen.queryByText('plain')).not.toBeInTheDocument()

    rerender(<Hero ctaText="Move more" packageTagline="Gyms, pools & classes" />)
    expect(screen.getByText('Gyms, pools & classes')).toBeInTheDocument()
  })

  it('shows the discount badge only when given one (the Welcome variant)', () => {
    const { rerender } = render(<Hero ctaText="Move more" />)
    expect(screen.queryByText('Limited time offer!')).not.toBeInTheDocument()

    rerender(
      <Hero
        ctaText="Move more"
        discount={{ percentageDiscount: 30, weeklyPrice: 6.99, originalWeeklyPrice: 9.99 }}
      />,
    )
    expect(
      screen.getByRole('heading', { level: 2, name: 'Limited time offer!' }),
    ).toBeInTheDocument()
    expect(screen.getByText('30% off')).toBeInTheDocument()
    expect(screen.getByText('was £9.99 per week')).toBeInTheDocument()
  })

  it('holds the first frame until the whole hero is parsed: rel=expect names its last element', () => {
    render(
      <Hero ctaText="Move more" city="london">
        <button type="button">Join Now</button>
      </Hero>,
    )
    const expectLink = document.head.querySelector('link[rel="expect"]')
    expect(expectLink).toHaveAttribute('blocking', 'render')
    const section = screen.getByRole('heading', { level: 1 }).closest('section')
    const last = section?.lastElementChild
    expect(expectLink?.getAttribute('href')).toBe(`#${last?.id}`)
    // After the copy and the picture: a frame can only come once both are in the document.
    const picture = section?.querySelector('img')
    expect(picture?.compareDocumentPosition(last!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    expect(last).not.toBeVisible()
  })
})

describe('Hero image override (imageUrl / mobileImageUrl)', () => {
  it("shows the config's images instead of the city's: the mobile one below 768 px", () => {
    const { container } = render(
      <Hero
        ctaText="Move more"
        city="london"
        imageOverride={{ desktop: '/static/a.jpg', mobile: '/static/m.jpg' }}
      />,
    )
    const img = container.querySelector('img[data-header-image="config"]')
    expect(img).toHaveAttribute('src', '/static/a.jpg')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    const source = container.querySelector('picture source')
    expect(source).toHaveAttribute('srcset', '/static/m.jpg')
    expect(source).toHaveAttribute('media', '(max-width: 767.98px)')
    expect(container.innerHTML).not.toContain('/header/london/')
  })
})
