/**
 * The lazily loaded part of the marketing calls (spec §7), started once per page after it has
 * hydrated: the callsign, the page view, the CTA click listener and the reports components
 * make (./report). Nothing here is in a page's first load.
 */
import { getAnalytics } from '../analytics/client'
import { ctaClickOf } from './cta-click'
import { createMarketingClient, type MarketingClient } from './marketing-client'
import { configuredMarketingApiOrigin } from './marketing-origin'
import { connectMarketingSink } from './report'
import { MARKETING_ACTIONS } from './visitor-calls'

let started: MarketingClient | null = null

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Starts the marketing calls for this page (once; later calls return the same client). */
export function startMarketing(): MarketingClient {
  if (started) return started
  const client = createMarketingClient({
    origin: configuredMarketingApiOrigin(),
    fetch: window.fetch.bind(window),
    sendBeacon:
      typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
    storage: browserStorage(),
    getSearch: () => window.location.search,
    // Logged, never shown: a failed marketing call changes nothing for the visitor (spec §8).
    log: (message) => console.info(`[marketing] ${message}`),
  })
  started = client

  connectMarketingSink((report) => void client.report(report))

  // Capture phase: the report is made before any handler navigates away.
  document.addEventListener(
    'click',
    (event) => {
      const click = ctaClickOf(event, window.location.href)
      if (!click) return
      const analytics = getAnalytics()
      analytics.clickCta({ elementLocation: click.location, elementText: click.text })
      if (click.leavesPage) void analytics.flush({ beacon: true })
      void client.report({
        action: MARKETING_ACTIONS.ctaClick,
        source: click.location,
        target: click.target || click.text,
        beacon: click.leavesPage,
      })
    },
    { capture: true },
  )

  void client.report({
    action: MARKETING_ACTIONS.pageView,
    source: document.referrer ? 'referral' : 'direct',
    target: window.location.pathname,
  })
  return client
}
