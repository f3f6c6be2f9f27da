import {
  isMapFullscreenDetail,
  MAP_FULLSCREEN_EVENT,
  mapFullscreenEvent,
} from '@/lib/map-fullscreen-event'

describe('map fullscreen event contract', () => {
  it('is named move:map-fullscreen with detail { fullscreen }', () => {
    const event = mapFullscreenEvent(true)
    expect(event.type).toBe(MAP_FULLSCREEN_EVENT)
    expect(MAP_FULLSCREEN_EVENT).toBe('move:map-fullscreen')
    expect(event.detail).toEqual({ fullscreen: true })
  })

  it.each<[string, Event, boolean]>([
    ['entering', mapFullscreenEvent(true), true],
    ['leaving', mapFullscreenEvent(false), false],
    ['no detail', new Event(MAP_FULLSCREEN_EVENT), false],
    [
      'a truthy non-boolean',
      new CustomEvent(MAP_FULLSCREEN_EVENT, { detail: { fullscreen: 1 } }),
      false,
    ],
    ['a null detail', new CustomEvent(MAP_FULLSCREEN_EVENT, { detail: null }), false],
  ])('%s → %p', (_label, event, expected) => {
    expect(isMapFullscreenDetail(event)).toBe(expected)
  })
})
