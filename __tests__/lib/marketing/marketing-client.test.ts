/**
 * @jest-environment node
 */
import { CALLSIGN_STORAGE_KEY } from '@/lib/analytics/events'
import {
  createMarketingClient,
  MAX_PENDING_REPORTS,
  type MarketingClientOptions,
} from '@/lib/marketing/marketing-client'
import { MARKETING_ACTIONS } from '@/lib/marketing/visitor-calls'

const CALLSIGN = '0b6c1f9e-6a52-4c57-9d43-4a9f3f3b1a10'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

function setup(overrides: Partial<MarketingClientOptions> = {}) {
  const calls: Array<{ url: string; init?: RequestInit }> = []
  const logs: string[] = []
  const storage = memoryStorage()
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    if (url.endsWith('/visitor/callsign')) return json({ visitor_id: CALLSIGN })
    return new Response(null, { status: 204 })
  })
  const client = createMarketingClient({
    origin: '',
    fetch: fetchMock as unknown as typeof fetch,
    storage,
    getSearch: () => '?utm_source=news',
    log: (message) => logs.push(message),
    ...overrides,
  })
  return { client, calls, logs, storage, fetchMock }
}

const pageView = { action: MARKETING_ACTIONS.pageView, source: 'direct', target: '/london' }

describe('the marketing client', () => {
  it('asks for a callsign on a first visit and keeps it in localStorage', async () => {
    const { client, calls, storage } = setup()
    await expect(client.callsign()).resolves.toBe(CALLSIGN)
    expect(calls.map((call) => call.url)).toEqual(['/api/2/visitor/callsign'])
    expect(storage.items.get(CALLSIGN_STORAGE_KEY)).toBe(CALLSIGN)
  })

  it('reuses a stored callsign without asking', async () => {
    const storage = memoryStorage({ [CALLSIGN_STORAGE_KEY]: CALLSIGN })
    const { client, calls } = setup({ storage })
    await client.report(pageView)
    expect(calls.map((call) => call.url)).toEqual([`/api/2/visitors/${CALLSIGN}/action`])
  })

  it('asks once however many reports wait for the callsign', async () => {
    const { client, calls } = setup()
    await Promise.all([client.report(pageView), client.report(pageView), client.callsign()])
    expect(calls.filter((call) => call.url.endsWith('/callsign'))).toHaveLength(1)
    expect(calls.filter((call) => call.url.endsWith('/action'))).toHaveLength(2)
  })

  it('posts the action form-encoded with the page’s utm values', async () => {
    const { client, calls } = setup({ origin: 'https://m.example.com' })
    await client.report(pageView)
    const post = calls.find((call) => call.url.endsWith('/action'))
    expect(post?.url).toBe(`https://m.example.com/api/2/visitors/${CALLSIGN}/action`)
    expect(post?.init?.method).toBe('POST')
    expect(new Headers(post?.init?.headers).get('content-type')).toMatch(
      /^application\/x-www-form-urlencoded/,
    )
    expect(Object.fromEntries(new URLSearchParams(String(post?.init?.body)))).toEqual({
      action: 'PageView',
      callsign: CALLSIGN,
      source: 'direct',
      target: '/london',
      utm_source: 'news',
    })
  })

  it('uses sendBeacon when the page is being left, fetch when the beacon is refused', async () => {
    const storage = memoryStorage({ [CALLSIGN_STORAGE_KEY]: CALLSIGN })
    const beacons: Array<{ url: string; data: BodyInit }> = []
    let accept = true
    const { client, calls } = setup({
      storage,
      sendBeacon: (url, data) => {
        beacons.push({ url, data })
        return accept
      },
    })
    await client.report({ ...pageView, action: MARKETING_ACTIONS.ctaClick, beacon: true })
    expect(beacons).toHaveLength(1)
    expect(beacons[0]?.url).toBe(`/api/2/visitors/${CALLSIGN}/action`)
    const blob = beacons[0]?.data as Blob
    expect(blob.type).toMatch(/^application\/x-www-form-urlencoded/)
    expect(calls).toHaveLength(0)

    accept = false
    await client.report({ ...pageView, beacon: true })
    expect(calls.map((call) => call.url)).toEqual([`/api/2/visitors/${CALLSIGN}/action`])
  })

  it.each([
    ['rate-limited', () => json({ error: { code: 'RATE_LIMITED' } }, 429), 'status 429'],
    ['a server error', () => json({}, 503), 'status 503'],
    ['no visitor_id', () => json({}), 'no visitor_id'],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch')
      },
      'Failed to fetch',
    ],
  ])('only logs a callsign that fails (%s) and sends nothing', async (_, answer, logged) => {
    const fetchMock = jest.fn(async (url: string) => {
      if (url.endsWith('/callsign')) return answer()
      return new Response(null, { status: 204 })
    })
    const { client, logs, storage } = setup({ fetch: fetchMock as unknown as typeof fetch })
    await expect(client.report(pageView)).resolves.toBeUndefined()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(logs.join('\n')).toContain(logged)
    expect(storage.items.has(CALLSIGN_STORAGE_KEY)).toBe(false)
    // Not retried within the page.
    await client.report(pageView)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('only logs an action the host refuses (429)', async () => {
    const fetchMock = jest.fn(async (url: string) =>
      url.endsWith('/callsign') ? json({ visitor_id: CALLSIGN }) : json({}, 429),
    )
    const { client, logs } = setup({ fetch: fetchMock as unknown as typeof fetch })
    await expect(client.report(pageView)).resolves.toBeUndefined()
    expect(logs).toEqual(['Marketing action PageView not stored (status 429).'])
  })

  it('keeps at most MAX_PENDING_REPORTS waiting for the callsign', async () => {
    let answer: (response: Response) => void = () => {}
    const fetchMock = jest.fn((url: string) =>
      url.endsWith('/callsign')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(new Response(null, { status: 204 })),
    )
    const { client, logs } = setup({ fetch: fetchMock as unknown as typeof fetch })
    const reports = Array.from({ length: MAX_PENDING_REPORTS + 3 }, () => client.report(pageView))
    answer(json({ visitor_id: CALLSIGN }))
    await Promise.all(reports)
    expect(fetchMock).toHaveBeenCalledTimes(1 + MAX_PENDING_REPORTS)
    expect(logs.filter((line) => line.includes('dropped'))).toHaveLength(3)
  })

  it('works with storage blocked', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    }
    const { client, calls } = setup({ storage: blocked })
    await client.report(pageView)
    expect(calls.map((call) => call.url)).toEqual([
      '/api/2/visitor/callsign',
      `/api/2/visitors/${CALLSIGN}/action`,
    ])
  })
})
