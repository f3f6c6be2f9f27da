import { allImageUrls } from '@/lib/images/generated-images'
import {
  HEADER_IMAGE_FORMATS,
  HEADER_IMAGE_SIZES,
  HERO_ROTATION_CITIES,
  KNOWN_HEADER_CITIES,
  headerImageCity,
  headerImagePath,
  headerImagePhoneSrcSet,
  headerImageSize,
  headerImageSrcSet,
} from '@/lib/landing/header-image'

describe('header image (spec §2)', () => {
  it('has the four sizes and the eight known cities', () => {
    expect(HEADER_IMAGE_SIZES).toEqual([
      { width: 320, height: 240 },
      { width: 480, height: 360 },
      { width: 640, height: 480 },
      { width: 1280, height: 640 },
    ])
    expect(KNOWN_HEADER_CITIES).toEqual([
      'london',
      'manchester',
      'brighton',
      'bath',
      'plymouth',
      'doncaster',
      'huddersfield',
      'sheffield',
    ])
    expect(HERO_ROTATION_CITIES).toEqual([
      'london',
      'brighton',
      'manchester',
      'doncaster',
      'sheffield',
    ])
  })

  it.each([
    ['london', 'london'],
    ['sheffield', 'sheffield'],
    ['huddersfield', 'huddersfield'],
    ['leeds', 'generic'],
    ['London', 'generic'],
    ['', 'generic'],
    [null, 'generic'],
    [undefined, 'generic'],
    ['generic', 'generic'],
    ['../etc', 'generic'],
  ])('headerImageCity(%p) is %p', (city, expected) => {
    expect(headerImageCity(city)).toBe(expected)
  })

  it.each([
    [0, '320x240'],
    [1, '320x240'],
    [320, '320x240'],
    [321, '480x360'],
    [480, '480x360'],
    [481, '640x480'],
    [640, '640x480'],
    [641, '1280x640'],
    [1280, '1280x640'],
    [4000, '1280x640'],
    [-5, '320x240'],
    [Number.NaN, '1280x640'],
    [Number.POSITIVE_INFINITY, '1280x640'],
  ])('width %p uses %s', (width, size) => {
    const { width: w, height: h } = headerImageSize(width)
    expect(`${w}x${h}`).toBe(size)
    expect(headerImagePath('london', width)).toBe(`/static/images/header/london/${size}.jpg`)
  })

  it('uses generic for unknown cities', () => {
    expect(headerImagePath('leeds', 400)).toBe('/static/images/header/generic/480x360.jpg')
    expect(headerImagePath(null, 2000)).toBe('/static/images/header/generic/1280x640.jpg')
  })

  it('lists every size in the srcset', () => {
    expect(headerImageSrcSet('bath')).toBe(
      '/static/images/header/bath/320x240.jpg 320w, /static/images/header/bath/480x360.jpg 480w, ' +
        '/static/images/header/bath/640x480.jpg 640w, /static/images/header/bath/1280x640.jpg 1280w',
    )
    expect(headerImageSrcSet('york')).toContain('/static/images/header/generic/320x240.jpg 320w')
  })

  it('offers the same sizes as WebP, beside the JPEGs', () => {
    expect(headerImagePath('london', 400, 'webp')).toBe('/static/images/header/london/480x360.webp')
    expect(headerImageSrcSet('leeds', 'webp')).toBe(
      '/static/images/header/generic/320x240.webp 320w, /static/images/header/generic/480x360.webp 480w, ' +
        '/static/images/header/generic/640x480.webp 640w, /static/images/header/generic/1280x640.webp 1280w',
    )
  })
})

describe('headerImagePhoneSrcSet: phones pick by screen density', () => {
  it.each([
    [
      'london',
      'jpg',
      468,
      '/static/images/header/london/480x360.jpg 480w, /static/images/header/london/640x480.jpg 640w, /static/images/header/london/1280x640.jpg 1280w',
    ],
    [
      'leeds',
      'webp',
      468,
      '/static/images/header/generic/480x360.webp 480w, /static/images/header/generic/640x480.webp 640w, /static/images/header/generic/1280x640.webp 1280w',
    ],
    // Up to 320 px wide, 1x gets the spec's 320x240.
    [
      'bath',
      'webp',
      320,
      '/static/images/header/bath/320x240.webp 320w, /static/images/header/bath/640x480.webp 640w, /static/images/header/bath/1280x640.webp 1280w',
    ],
  ] as const)('%s as %s up to %p px wide', (city, format, screenWidth, expected) => {
    expect(headerImagePhoneSrcSet(city, format, screenWidth)).toBe(expected)
  })
})

describe('header images the page asks for are the ones generated', () => {
  const generated = new Set(allImageUrls([]))
  it.each([...KNOWN_HEADER_CITIES, 'leeds'])('%s: every JPEG and WebP in the srcsets', (city) => {
    for (const format of HEADER_IMAGE_FORMATS) {
      const urls = headerImageSrcSet(city, format)
        .split(', ')
        .map((candidate) => candidate.split(' ')[0])
      expect(urls).toHaveLength(4)
      for (const url of urls) expect(generated).toContain(url)
    }
  })
})
