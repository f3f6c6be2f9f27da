import { mailtoHref, telHref, websiteLink } from '@/lib/venue/contact'
import { paragraphs } from '@/lib/venue/description'
import { directionsUrl } from '@/lib/venue/directions'
import { moversGoingStat, moversInCityStat, statText } from '@/lib/venue/movers'
import { venuePath } from '@/lib/venue/venue-path'

describe('directionsUrl (OpenStreetMap, zoom 17)', () => {
  it('marks the venue and centres the map on it', () => {
    expect(directionsUrl({ lat: 53.4839, lng: -2.2446 }, 'Ancoats')).toBe(
      'https://www.openstreetmap.org/?mlat=53.4839&mlon=-2.2446#map=17/53.4839/-2.2446',
    )
  })

  it('rounds to six decimals', () => {
    expect(directionsUrl({ lat: 51.123456789, lng: -0.1 })).toBe(
      'https://www.openstreetmap.org/?mlat=51.123457&mlon=-0.1#map=17/51.123457/-0.1',
    )
  })

  it.each([
    ['no location', null],
    ['an impossible latitude', { lat: 91, lng: 0 }],
    ['NaN', { lat: Number.NaN, lng: 0 }],
  ])('searches for the address with %s', (_, location) => {
    expect(directionsUrl(location, '12 Mill St, Manchester M4 5AB')).toBe(
      'https://www.openstreetmap.org/search?query=12+Mill+St%2C+Manchester+M4+5AB',
    )
  })

  it('is null with neither location nor address', () => {
    expect(directionsUrl(null, '  ')).toBeNull()
    expect(directionsUrl(undefined)).toBeNull()
  })
})

describe('contact links', () => {
  it.each([
    ['020 7946 0123', 'tel:02079460123'],
    ['+44 (0)20 7946 0123', 'tel:+442079460123'],
    ['07700 900123', 'tel:07700900123'],
    ['', null],
    ['call us', null],
    ['javascript:alert(1)', null],
  ])('telHref(%p) → %p', (phone, expected) => {
    expect(telHref(phone)).toBe(expected)
  })

  it.each([
    ['hello@ancoats-yoga.example.co.uk', 'mailto:hello@ancoats-yoga.example.co.uk'],
    ['  info@x.example  ', 'mailto:info@x.example'],
    ['not an email', null],
    ['a@b', null],
    ['a@b.com?subject=x', null],
    ['', null],
  ])('mailtoHref(%p) → %p', (email, expected) => {
    expect(mailtoHref(email)).toBe(expected)
  })

  it.each([
    [
      'https://www.ancoats-yoga.example.co.uk',
      { href: 'https://www.ancoats-yoga.example.co.uk/', label: 'ancoats-yoga.example.co.uk' },
    ],
    [
      'www.example.com/studio/',
      { href: 'https://www.example.com/studio/', label: 'example.com/studio' },
    ],
    ['http://example.org', { href: 'http://example.org/', label: 'example.org' }],
    ['javascript:alert(1)', null],
    ['ftp://example.org', null],
    ['localhost', null],
    ['', null],
  ])('websiteLink(%p)', (website, expected) => {
    expect(websiteLink(website)).toEqual(expected)
  })
})

describe('paragraphs', () => {
  it('splits plain text on line breaks and drops blank lines', () => {
    expect(paragraphs('First.\n\n  Second.\r\nThird.\n')).toEqual(['First.', 'Second.', 'Third.'])
    expect(paragraphs('')).toEqual([])
  })
})

describe('movers', () => {
  it.each([
    [0, '0 movers going to this venue'],
    [1, '1 mover going to this venue'],
    [2, '2 movers going to this venue'],
    [12345, '12,345 movers going to this venue'],
  ])('going: %p → %p', (count, expected) => {
    expect(statText(moversGoingStat(count))).toBe(expected)
  })

  it.each([
    [1, 'Leeds', '1 mover in Leeds'],
    [48210, 'Manchester', '48,210 movers in Manchester'],
    [30, null, '30 movers in this city'],
    [30, '  ', '30 movers in this city'],
  ])('in city: %p, %p → %p', (count, city, expected) => {
    expect(statText(moversInCityStat(count, city))).toBe(expected)
  })
})

describe('venuePath', () => {
  it('links to the venue page, encoding the slug', () => {
    expect(venuePath('ancoats-yoga-loft')).toBe('/venues/ancoats-yoga-loft')
    expect(venuePath('a b/c')).toBe('/venues/a%20b%2Fc')
  })
})
