/**
 * @jest-environment node
 */
import { NO_KNOWN_VALUES, type KnownLandingValues } from '@/lib/landing/landing-cache-key.mjs'
import {
  KNOWN_VALUES_TIMEOUT_MS,
  knownLandingValues,
  provideKnownLandingValues,
} from '@/server/landing/proxy-known-values'

const values = (ref: string): KnownLandingValues => ({
  refs: new Set([ref]),
  activityCities: new Map(),
})

describe('knownLandingValues', () => {
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('knows nothing before a loader is registered', async () => {
    expect(await knownLandingValues()).toBe(NO_KNOWN_VALUES)
  })

  it('answers what the registered loader loads', async () => {
    const loaded = values('spring')
    provideKnownLandingValues(async () => loaded)
    expect(await knownLandingValues()).toBe(loaded)
  })

  it('keeps the last values when loading fails', async () => {
    const loaded = values('summer')
    provideKnownLandingValues(async () => loaded)
    await knownLandingValues()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    provideKnownLandingValues(async () => {
      throw new Error('database down')
    })
    expect(await knownLandingValues()).toBe(loaded)
  })

  it(`waits at most ${KNOWN_VALUES_TIMEOUT_MS} ms for a slow load, then answers the last values`, async () => {
    const loaded = values('autumn')
    provideKnownLandingValues(async () => loaded)
    await knownLandingValues()
    jest.useFakeTimers()
    provideKnownLandingValues(() => new Promise<KnownLandingValues>(() => {}))
    const answer = knownLandingValues()
    jest.advanceTimersByTime(KNOWN_VALUES_TIMEOUT_MS)
    expect(await answer).toBe(loaded)
  })
})
