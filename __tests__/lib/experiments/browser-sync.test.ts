/** @jest-environment node */
import { createExperimentSync, type ExperimentSyncOptions } from '@/lib/experiments/browser-sync'
import {
  pageExperimentStore,
  reportCtaConversion,
  reportExposure,
  resetPageExperimentsForTests,
} from '@/lib/experiments/page-experiments'

const VISITOR = '00000000-0000-4000-8000-000000000001'

function setup(overrides: Partial<ExperimentSyncOptions> = {}, answer?: unknown) {
  const calls: { url: string; init?: RequestInit }[] = []
  const beacons: { url: string; body: string }[] = []
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    if (url.startsWith('/api/experiments?')) {
      return Response.json(
        answer ?? {
          variants: { ctaButtonText: 'b', noFullscreenMap: 'control' },
          buttonTexts: { ctaButtonText: 'Go' },
          pageValues: {},
          counted: ['ctaButtonText'],
          messages: [],
        },
      )
    }
    return new Response(null, { status: 204 })
  }) as unknown as typeof globalThis.fetch
  const warn = jest.fn()
  const sync = createExperimentSync({
    fetch,
    sendBeacon: (url, data) => {
      void (data as Blob).text().then((body) => beacons.push({ url, body }))
      return true
    },
    callsign: async () => VISITOR,
    getPath: () => '/london',
    getSearch: () => '?experiments=noFullscreenMap:on',
    objected: () => false,
    log: () => {},
    warn,
    ...overrides,
  })
  return { sync, calls, beacons, warn }
}

beforeEach(() => resetPageExperimentsForTests())

describe('the browser experiment sync', () => {
  it('asks for the assignments with the visitor, path and overrides, and replaces the store', async () => {
    const { sync, calls } = setup()
    await sync.refresh()
    expect(calls[0]!.url).toBe(
      `/api/experiments?path=%2Flondon&visitor=${VISITOR}&experiments=noFullscreenMap%3Aon`,
    )
    expect(pageExperimentStore().get()).toEqual({
      variants: { ctaButtonText: 'b', noFullscreenMap: 'control' },
      buttonTexts: { ctaButtonText: 'Go' },
      pageValues: {},
    })
  })

  it('sends each counted exposure once, reported before or after the answer, and nothing uncounted', async () => {
    const { sync, calls } = setup()
    reportExposure('ctaButtonText')
    reportExposure('noFullscreenMap')
    await sync.refresh()
    reportExposure('ctaButtonText')
    const posts = calls.filter((call) => call.url === '/api/experiments/events')
    expect(posts.map((call) => JSON.parse(String(call.init!.body)))).toEqual([
      { visitor: VISITOR, path: '/london', exposed: ['ctaButtonText'] },
    ])
  })

  it('sends a CTA click by beacon, with any exposure still waiting', async () => {
    const { sync, beacons } = setup()
    await sync.refresh()
    reportExposure('ctaButtonText')
    reportCtaConversion()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(beacons.map((beacon) => JSON.parse(beacon.body))).toEqual([
      { visitor: VISITOR, path: '/london', exposed: [], converted: 'cta-click' },
    ])
  })

  it('passes the server’s messages about ?experiments= on as warnings', async () => {
    const { sync, warn } = setup(
      {},
      {
        variants: {},
        buttonTexts: {},
        pageValues: {},
        counted: [],
        messages: ['Unknown experiment "x"'],
      },
    )
    await sync.refresh()
    expect(warn).toHaveBeenCalledWith('[experiments] Unknown experiment "x"')
  })

  it('asks and sends nothing for a visitor who objected, and keeps control', async () => {
    const { sync, calls } = setup({ objected: () => true })
    await sync.refresh()
    reportExposure('ctaButtonText')
    reportCtaConversion()
    expect(calls).toEqual([])
    expect(pageExperimentStore().get().variants).toEqual({})
  })

  it('keeps control when the answer fails or has another shape', async () => {
    const { sync } = setup({}, { nonsense: true })
    await sync.refresh()
    expect(pageExperimentStore().get().variants).toEqual({})
  })
})
