/** @jest-environment node */
import {
  LAND_FEATURE_KIND,
  OFFLINE_LAND_URL,
  OFFLINE_MAP_COLOURS,
  offlineMapStyle,
} from '@/lib/map/offline-style'

const BRAND_PRIMARY = '#b4235a'

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

describe('offlineMapStyle', () => {
  const style = offlineMapStyle('https://move.example.com')

  it('is a version 8 style', () => {
    expect(style.version).toBe(8)
  })

  it('needs no glyphs, sprite or symbol layers', () => {
    expect(style).not.toHaveProperty('glyphs')
    expect(style).not.toHaveProperty('sprite')
    expect(style.layers.filter((layer) => layer.type === 'symbol')).toEqual([])
  })

  it.each(['https://move.example.com', 'https://move.example.com/', 'http://localhost:3000'])(
    'points the land source at an absolute URL on origin %s',
    (origin) => {
      const source = offlineMapStyle(origin).sources.land
      expect(source?.type).toBe('geojson')
      const data = source?.type === 'geojson' ? source.data : undefined
      expect(typeof data).toBe('string')
      const url = new URL(data as string)
      expect(url.origin).toBe(new URL(origin).origin)
      expect(url.pathname).toBe(OFFLINE_LAND_URL)
    },
  )

  it('fetches nothing but our own land file', () => {
    expect(Object.keys(style.sources)).toEqual(['land'])
  })

  it('draws the sea, the land and the coast in that order', () => {
    expect(style.layers.map((layer) => [layer.id, layer.type])).toEqual([
      ['background', 'background'],
      ['land', 'fill'],
      ['coastline', 'line'],
    ])
    const filters = style.layers.map((layer) => ('filter' in layer ? layer.filter : undefined))
    expect(filters).toEqual([
      undefined,
      ['==', ['get', 'kind'], LAND_FEATURE_KIND.land],
      ['==', ['get', 'kind'], LAND_FEATURE_KIND.coast],
    ])
  })

  it.each([
    ['land', OFFLINE_MAP_COLOURS.land],
    ['sea', OFFLINE_MAP_COLOURS.sea],
  ])('keeps brand-pink pins readable on the %s (contrast ≥ 3:1)', (_, colour) => {
    expect(contrast(colour, BRAND_PRIMARY)).toBeGreaterThanOrEqual(3)
  })

  it('tells the land from the sea', () => {
    expect(contrast(OFFLINE_MAP_COLOURS.land, OFFLINE_MAP_COLOURS.sea)).toBeGreaterThan(1.1)
  })
})
