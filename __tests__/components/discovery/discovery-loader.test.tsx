import { purchaseConfigOf } from '@/lib/pricing/purchase-config'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { MockIntersectionObserver } from '../../helpers/intersection-observer'

let failures = 0
jest.mock('@/components/discovery/discovery-island', () => {
  if (failures > 0) {
    failures -= 1
    throw Object.assign(new Error('Failed to load chunk /_next/static/chunks/map.js'), {
      type: 'missing',
    })
  }
  return { DiscoveryIsland: () => <p>The live map</p> }
})

// maplibre itself needs WebGL: the loader only has to ask for it.
jest.mock('@/components/map/load-maplibre', () => ({ loadMapLibre: () => Promise.resolve({}) }))

// Imported after the mock so the loader's dynamic import meets it.
import { DiscoveryLoader } from '@/components/discovery/discovery-loader'

const props = {
  fixedCity: null,
  cities: [],
  initialMapCenter: null,
  initialPopular: [],
  initialActivityTypes: [],
  activityTypeOptions: null,
  purchase: purchaseConfigOf({
    landingVariant: 'product',
    variant: 'DISCOVERY',
    page: {
      signUpUrl: 'https://account.move.test/signup',
      continueUrl: 'https://account.move.test/continue',
      entryContext: 'city_landing',
    },
  }),
  sharedActivity: null,
}

function renderLoader() {
  return render(
    <div id="activities-list">
      <DiscoveryLoader {...props}>
        <p>Server placeholder</p>
      </DiscoveryLoader>
    </div>,
  )
}

describe('DiscoveryLoader', () => {
  beforeEach(() => {
    MockIntersectionObserver.install()
    jest.useFakeTimers()
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.resetModules()
  })

  it('keeps the server placeholder until the section nears the viewport, with a 64px margin', async () => {
    renderLoader()
    expect(screen.getByText('Server placeholder')).toBeInTheDocument()
    const observer = MockIntersectionObserver.instances.at(-1)
    expect(observer?.options?.rootMargin).toBe('64px')
    await act(async () => {
      MockIntersectionObserver.trigger(document.getElementById('activities-list')!, true)
      jest.advanceTimersByTime(200)
    })
    expect(await screen.findByText('The live map')).toBeInTheDocument()
    expect(screen.queryByText('Server placeholder')).not.toBeInTheDocument()
  })

  it('reports a failed chunk with its type and loads it on retry', async () => {
    failures = 1
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    renderLoader()
    await act(async () => {
      MockIntersectionObserver.trigger(document.getElementById('activities-list')!, true)
      jest.advanceTimersByTime(200)
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Loading chunk discovery-map failed (missing). The map could not load.',
    )
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Loading chunk discovery-map failed\./),
    )
    expect(screen.getByText('Server placeholder')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('The live map')).toBeInTheDocument()
    warn.mockRestore()
  })
})
