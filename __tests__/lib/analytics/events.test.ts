import {
  utf8ByteLength,
  ANALYTICS_ENDPOINT,
  CALLSIGN_STORAGE_KEY,
  click,
  clickCta,
  identify,
  isAnalyticsEvent,
  page,
  track,
  withCallsign,
  type AnalyticsEvent,
} from '@/lib/analytics/events'

describe('analytics event builders (spec §7)', () => {
  it.each<[string, AnalyticsEvent, AnalyticsEvent]>([
    ['page path', page('/london'), { kind: 'page', path: '/london', properties: {} }],
    [
      'identify with email and mail_lead_collected',
      identify('sam@example.com', { mail_lead_collected: true }, '/london'),
      {
        kind: 'identify',
        path: '/london',
        properties: { email: 'sam@example.com', mail_lead_collected: true },
      },
    ],
    [
      'identify: the email argument wins over a trait of the same name',
      identify('sam@example.com', { email: 'other' }),
      { kind: 'identify', path: '', properties: { email: 'sam@example.com' } },
    ],
    [
      'track',
      track('Something', { a: 1 }, '/'),
      { kind: 'track', name: 'Something', path: '/', properties: { a: 1 } },
    ],
    [
      "track 'Click CTA'",
      clickCta({ elementLocation: 'hero', elementText: 'Join Now' }, '/london'),
      {
        kind: 'track',
        name: 'Click CTA',
        path: '/london',
        properties: { action: 'buy', elementLocation: 'hero', elementText: 'Join Now' },
      },
    ],
    [
      'click with path, action and source',
      click({ path: '/london', action: 'Click', source: 'activity-map' }),
      {
        kind: 'click',
        name: 'Click',
        path: '/london',
        properties: { action: 'Click', source: 'activity-map' },
      },
    ],
    [
      'VideoPlay',
      click({ path: '/', action: 'VideoPlay', source: 'video' }),
      {
        kind: 'click',
        name: 'VideoPlay',
        path: '/',
        properties: { action: 'VideoPlay', source: 'video' },
      },
    ],
    [
      'VideoEnd',
      click({ path: '/', action: 'VideoEnd', source: 'video' }),
      {
        kind: 'click',
        name: 'VideoEnd',
        path: '/',
        properties: { action: 'VideoEnd', source: 'video' },
      },
    ],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toEqual(expected)
    expect(isAnalyticsEvent(actual)).toBe(true)
  })

  it('does not share the caller’s properties object', () => {
    const properties = { a: 1 }
    const event = track('x', properties)
    properties.a = 2
    expect(event.properties).toEqual({ a: 1 })
  })

  it('names the endpoint and the callsign key', () => {
    expect(ANALYTICS_ENDPOINT).toBe('/api/events')
    expect(CALLSIGN_STORAGE_KEY).toBe('move_callsign')
  })
})

describe('withCallsign', () => {
  it.each([
    [null, {}],
    [undefined, {}],
    ['', {}],
    ['abc123', { callsign: 'abc123' }],
  ])('callsign %p → properties %j', (callsign, properties) => {
    expect(withCallsign(page('/'), callsign).properties).toEqual(properties)
  })
})

describe('isAnalyticsEvent', () => {
  it.each<[string, unknown, boolean]>([
    ['a page event', { kind: 'page', path: '/', properties: {} }, true],
    ['a named track', { kind: 'track', name: 'x', path: '/', properties: { a: 1 } }, true],
    ['null', null, false],
    ['a string', 'page', false],
    ['an unknown kind', { kind: 'alias', path: '/', properties: {} }, false],
    ['a missing path', { kind: 'page', properties: {} }, false],
    ['a numeric name', { kind: 'track', name: 3, path: '/', properties: {} }, false],
    ['array properties', { kind: 'page', path: '/', properties: [] }, false],
    ['null properties', { kind: 'page', path: '/', properties: null }, false],
  ])('%s → %p', (_label, value, expected) => {
    expect(isAnalyticsEvent(value)).toBe(expected)
  })
})

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['£', 2],
    ['€', 3],
    ['😀', 4],
    ['a£€😀', 10],
    ['\ud83d', 3],
  ])('%j → %i bytes', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes)
  })
})
