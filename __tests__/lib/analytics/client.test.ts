import {
  ANALYTICS_FLUSH_DELAY_MS,
  ANALYTICS_MAX_BATCH,
  ANALYTICS_MAX_BATCH_BYTES,
  createAnalyticsClient,
  getAnalytics,
  resetAnalyticsForTests,
  type AnalyticsClientOptions,
} from '@/lib/analytics/client'
import type { AnalyticsBatch } from '@/lib/analytics/events'

// jsdom has no Response: the client only reads the status.
const response = (status: number) => ({ status }) as Response

function setup(overrides: Partial<AnalyticsClientOptions> = {}) {
  const fetch = jest.fn<Promise<Response>, [string, RequestInit?]>(async () => response(204))
  const sendBeacon = jest.fn<boolean, [string, Blob]>(() => true)
  const client = createAnalyticsClient({
    getPath: () => '/london',
    getCallsign: () => null,
    fetch: fetch as unknown as typeof globalThis.fetch,
    sendBeacon,
    ...overrides,
  })
  const sent = () =>
    fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as AnalyticsBatch)
  return { client, fetch, sendBeacon, sent }
}

async function blobBatch(blob: Blob): Promise<AnalyticsBatch> {
  // jsdom's Blob has no text(): read it through FileReader.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })
  return JSON.parse(text) as AnalyticsBatch
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('createAnalyticsClient', () => {
  it('batches events and posts them once after the flush delay', async () => {
    const { client, fetch, sent } = setup()
    client.page()
    client.identify('sam@example.com', { mail_lead_collected: true })
    client.clickCta({ elementLocation: 'hero', elementText: 'Join Now' })
    expect(fetch).not.toHaveBeenCalled()
    expect(client.pending()).toBe(3)

    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_DELAY_MS)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/events')
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    })
    expect(sent()).toEqual([
      {
        events: [
          { kind: 'page', path: '/london', properties: {} },
          {
            kind: 'identify',
            path: '/london',
            properties: { email: 'sam@example.com', mail_lead_collected: true },
          },
          {
            kind: 'track',
            name: 'Click CTA',
            path: '/london',
            properties: { action: 'buy', elementLocation: 'hero', elementText: 'Join Now' },
          },
        ],
      },
    ])
    expect(client.pending()).toBe(0)
  })

  it('flush() sends at once and cancels the timer', async () => {
    const { client, fetch } = setup()
    client.track('x')
    await client.flush()
    expect(fetch).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_DELAY_MS * 2)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('flush() with nothing queued sends nothing', async () => {
    const { client, fetch, sendBeacon } = setup()
    await client.flush()
    await client.flush({ beacon: true })
    expect(fetch).not.toHaveBeenCalled()
    expect(sendBeacon).not.toHaveBeenCalled()
  })

  it('sends a full batch without waiting, split by the batch size', async () => {
    const { client, fetch, sent } = setup({ maxBatch: 2 })
    client.track('a')
    client.track('b')
    await Promise.resolve()
    expect(fetch).toHaveBeenCalledTimes(1)
    client.track('c')
    await client.flush()
    expect(sent().map((batch) => batch.events.map((event) => event.name))).toEqual([
      ['a', 'b'],
      ['c'],
    ])
  })

  it("splits batches to stay within the endpoint's body limit, dropping an event too big to send", async () => {
    const { client, sent } = setup({ maxBatchBytes: 200 })
    const blob = 'x'.repeat(60)
    client.track('a', { blob })
    client.track('b', { blob })
    client.track('huge', { blob: 'x'.repeat(300) })
    client.track('c', { blob })
    await client.flush()
    const batches = sent()
    expect(batches.map((batch) => batch.events.map((event) => event.name))).toEqual([
      ['a'],
      ['b'],
      ['c'],
    ])
    for (const batch of batches) {
      expect(new Blob([JSON.stringify(batch)]).size).toBeLessThanOrEqual(200)
    }
    expect(client.pending()).toBe(0)
  })

  it('fits a full batch of ordinary events in one request', async () => {
    const { client, sent } = setup()
    for (let i = 0; i < ANALYTICS_MAX_BATCH; i += 1) {
      client.clickCta({ elementLocation: 'hero', elementText: 'Join Now' })
    }
    await client.flush()
    expect(sent()).toHaveLength(1)
    expect(new Blob([JSON.stringify(sent()[0])]).size).toBeLessThanOrEqual(
      ANALYTICS_MAX_BATCH_BYTES,
    )
  })

  it('flush({ beacon: true }) uses sendBeacon with a JSON blob', async () => {
    const { client, fetch, sendBeacon } = setup()
    client.click({ action: 'VideoPlay', source: 'video' })
    await client.flush({ beacon: true })
    expect(fetch).not.toHaveBeenCalled()
    expect(sendBeacon).toHaveBeenCalledTimes(1)
    const [url, blob] = sendBeacon.mock.calls[0] ?? []
    expect(url).toBe('/api/events')
    expect(blob?.type).toBe('application/json')
    expect(await blobBatch(blob as Blob)).toEqual({
      events: [
        {
          kind: 'click',
          name: 'VideoPlay',
          path: '/london',
          properties: { action: 'VideoPlay', source: 'video' },
        },
      ],
    })
  })

  it('falls back to fetch when the beacon is refused or missing', async () => {
    const refused = setup({ sendBeacon: jest.fn(() => false) })
    refused.client.page()
    await refused.client.flush({ beacon: true })
    expect(refused.fetch).toHaveBeenCalledTimes(1)

    const missing = setup({ sendBeacon: undefined })
    missing.client.page()
    await missing.client.flush({ beacon: true })
    expect(missing.fetch).toHaveBeenCalledTimes(1)
  })

  it('adds the stored callsign to every event', async () => {
    const { client, sent } = setup({ getCallsign: () => 'visitor-42' })
    client.page('/brighton')
    await client.flush()
    expect(sent()[0]?.events[0]).toEqual({
      kind: 'page',
      path: '/brighton',
      properties: { callsign: 'visitor-42' },
    })
  })

  it.each<[string, () => Promise<Response>, number]>([
    ['a network error keeps the events', () => Promise.reject(new TypeError('offline')), 1],
    ['a 503 keeps the events', async () => response(503), 1],
    ['a 400 drops them', async () => response(400), 0],
    ['a 204 clears them', async () => response(204), 0],
  ])('%s', async (_label, respond, pending) => {
    const fetch = jest.fn(respond)
    const { client } = setup({ fetch: fetch as unknown as typeof globalThis.fetch })
    client.page()
    await client.flush()
    expect(client.pending()).toBe(pending)
  })

  it('keeps at most maxQueue events, dropping the oldest', async () => {
    const { client, sent } = setup({ maxQueue: 3, maxBatch: 10 })
    ;['a', 'b', 'c', 'd', 'e'].forEach((name) => client.track(name))
    expect(client.pending()).toBe(3)
    await client.flush()
    expect(sent()[0]?.events.map((event) => event.name)).toEqual(['c', 'd', 'e'])
  })
})

describe('getAnalytics (browser client)', () => {
  const fetchMock = jest.fn(async () => response(204))
  const beaconMock = jest.fn(() => true)

  beforeEach(() => {
    resetAnalyticsForTests()
    fetchMock.mockClear()
    beaconMock.mockClear()
    window.fetch = fetchMock as unknown as typeof window.fetch
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beaconMock })
    window.localStorage.clear()
  })

  afterAll(() => resetAnalyticsForTests())

  it('is one client per page', () => {
    expect(getAnalytics()).toBe(getAnalytics())
  })

  it('uses the path without the query string and the localStorage callsign', async () => {
    window.history.pushState({}, '', '/london?email=sam%40example.com')
    window.localStorage.setItem('move_callsign', 'cs-1')
    getAnalytics().page()
    await getAnalytics().flush()
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect(JSON.parse(String(init.body))).toEqual({
      events: [{ kind: 'page', path: '/london', properties: { callsign: 'cs-1' } }],
    })
  })

  it.each([
    ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'visibilitychange to hidden',
      () => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
        document.dispatchEvent(new Event('visibilitychange'))
      },
    ],
  ])('sends queued events with sendBeacon on %s', (_label, leave) => {
    getAnalytics().track('x')
    leave()
    expect(beaconMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).not.toHaveBeenCalled()
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
  })
})
