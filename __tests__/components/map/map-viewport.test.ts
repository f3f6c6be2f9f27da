import { currentViewport, type ViewportSource } from '@/components/map/map-viewport'

function mapAt(bounds: { north: number; east: number; south: number; west: number }, zoom = 12) {
  return {
    getBounds: () => ({
      getNorth: () => bounds.north,
      getEast: () => bounds.east,
      getSouth: () => bounds.south,
      getWest: () => bounds.west,
    }),
    getCenter: () => ({ lat: 51.5, lng: -0.1 }),
    getZoom: () => zoom,
  } satisfies ViewportSource
}

describe('currentViewport', () => {
  it.each([
    {
      name: 'a city view as it is',
      bounds: { north: 51.6, east: 0.1, south: 51.4, west: -0.3 },
      expected: { north: 51.6, east: 0.1, south: 51.4, west: -0.3 },
    },
    {
      name: 'a view wrapping past the antimeridian clamped to ±180°',
      bounds: { north: 80, east: 250, south: -80, west: -270 },
      expected: { north: 80, east: 180, south: -80, west: -180 },
    },
  ])('reads $name', ({ bounds, expected }) => {
    expect(currentViewport(mapAt(bounds, 9.5))).toEqual({
      lat: 51.5,
      lng: -0.1,
      zoom: 9.5,
      ...expected,
    })
  })
})
