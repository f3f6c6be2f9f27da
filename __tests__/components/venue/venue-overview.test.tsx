import { render, screen, within } from '@testing-library/react'
import { VenueOverview } from '@/components/venue/venue-overview'
import { venue } from './fixtures'

describe('VenueOverview', () => {
  it('names the venue as the page heading and labels its section with it', () => {
    render(<VenueOverview venue={venue} />)
    const heading = screen.getByRole('heading', { level: 1, name: 'Ancoats Yoga Loft' })
    expect(screen.getByRole('region', { name: 'Ancoats Yoga Loft' })).toContainElement(heading)
    expect(screen.getByRole('heading', { level: 2, name: 'About Ancoats Yoga Loft' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Amenities' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Find us' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible()
  })

  it('takes the heading level from headingAs, sub-headings one below', () => {
    render(<VenueOverview venue={venue} headingAs="h2" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Ancoats Yoga Loft' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 3, name: 'Amenities' })).toBeVisible()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })

  it('shows the rating as text', () => {
    render(<VenueOverview venue={venue} />)
    expect(screen.getByText('Rated 8.6 / 10')).toBeVisible()
  })

  it("says 'No ratings' for a score of 0", () => {
    render(<VenueOverview venue={{ ...venue, rating: 0 }} />)
    expect(screen.getByText('No ratings')).toBeVisible()
  })

  it('shows the description as paragraphs and the amenities as a list', () => {
    render(<VenueOverview venue={venue} />)
    expect(
      screen.getByText('Ancoats Yoga Loft is a bright yoga studio in Ancoats, Manchester.').tagName,
    ).toBe('P')
    expect(
      screen.getByText('Classes for every level, from gentle hatha to dynamic vinyasa.').tagName,
    ).toBe('P')
    const amenities = screen.getByRole('list', { name: 'Amenities' })
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Changing rooms', 'Showers', 'Mat hire'])
  })

  it('links the address to OpenStreetMap directions', () => {
    render(<VenueOverview venue={venue} />)
    expect(screen.getByText('12 Mill Street, Ancoats, Manchester M4 5AB')).toBeVisible()
    const directions = screen.getByRole('link', { name: 'Get directions' })
    expect(directions).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=53.4839&mlon=-2.2446#map=17/53.4839/-2.2446',
    )
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('falls back to an address search without a location', () => {
    render(<VenueOverview venue={{ ...venue, location: null }} />)
    expect(screen.getByRole('link', { name: 'Get directions' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/search\?query=12\+Mill\+Street/,
    )
  })

  it('links phone, email and website', () => {
    render(<VenueOverview venue={venue} />)
    expect(screen.getByRole('link', { name: '0161 496 0123' })).toHaveAttribute(
      'href',
      'tel:01614960123',
    )
    expect(
      screen.getByRole('link', { name: 'hello@ancoats-yoga-loft.example.co.uk' }),
    ).toHaveAttribute('href', 'mailto:hello@ancoats-yoga-loft.example.co.uk')
    const website = screen.getByRole('link', { name: 'ancoats-yoga-loft.example.co.uk' })
    expect(website).toHaveAttribute('href', 'https://www.ancoats-yoga-loft.example.co.uk/')
    expect(website).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText('Phone')).toBeVisible()
    expect(screen.getByText('Email')).toBeVisible()
    expect(screen.getByText('Website')).toBeVisible()
  })

  it('leaves out contact details that cannot be links', () => {
    render(
      <VenueOverview
        venue={{ ...venue, phone: '', email: 'nope', website: 'javascript:alert(1)' }}
      />,
    )
    expect(screen.queryByRole('heading', { name: 'Contact' })).toBeNull()
    expect(screen.queryByText('Website')).toBeNull()
  })

  it('shows the first photo large and eager, the rest lazy, all with alt text', () => {
    render(<VenueOverview venue={venue} />)
    const gallery = screen.getByRole('list', { name: 'Photos of Ancoats Yoga Loft' })
    const photos = within(gallery).getAllByRole('img')
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([
      'Ancoats Yoga Loft photo 1',
      'Ancoats Yoga Loft photo 2',
      'Ancoats Yoga Loft photo 3',
    ])
    expect(photos[0]).not.toHaveAttribute('loading')
    expect(photos[0]).toHaveAttribute('width', '640')
    expect(photos[0]).toHaveAttribute('height', '480')
    expect(photos[1]).toHaveAttribute('loading', 'lazy')
    expect(photos[2]).toHaveAttribute('loading', 'lazy')
  })

  it('shows the logo as decoration beside the name', () => {
    const { container } = render(<VenueOverview venue={venue} />)
    const logo = container.querySelector('header img')
    expect(logo).toHaveAttribute('src', venue.logoUrl)
    expect(logo).toHaveAttribute('alt', '')
  })

  it('renders the side-column slot', () => {
    render(
      <VenueOverview venue={venue}>
        <p>12 movers going to this venue</p>
      </VenueOverview>,
    )
    expect(screen.getByText('12 movers going to this venue')).toBeVisible()
  })

  it('copes with a bare venue', () => {
    render(
      <VenueOverview
        venue={{
          ...venue,
          description: '',
          amenities: [],
          address: '',
          location: null,
          phone: '',
          email: '',
          website: '',
          logoUrl: '',
          imageUrls: [],
        }}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Ancoats Yoga Loft' })).toBeVisible()
    expect(screen.queryAllByRole('heading')).toHaveLength(1)
    expect(screen.queryAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Rated 8.6 / 10',
    ])
    expect(screen.queryByRole('link')).toBeNull()
  })
})
