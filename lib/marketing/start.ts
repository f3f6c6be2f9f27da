/**
 * The lazily loaded part of the marketing calls (spec §7), started once per page after it has
 * hydrated: the callsign, the page view, the CTA click listener, the reports components make
 * (./report) and the experiments' assignments and events. Nothing here is in a page's first
 * load, and none of it starts for a visitor who objected on the cookie policy page.
 */
import { CALLSIGN_STORAGE_KEY } from '../analytics/events'
import { getAnalytics } from '../analytics/client'
import { createExperimentSync, type ExperimentSync } from '../experiments/browser-sync'
import { reportCtaConversion } from '../experiments/page-experiments'
import { visitorHasObjected } from '../privacy/objection'
import { ctaClickOf } from './cta-click'
import { createMarketingClient, type MarketingClient } from './marketing-client'
import { configuredMarketingApiOrigin } from './marketing-origin'
import { connectMarketingSink } from './report'
import { MARKETING_ACTIONS } from './visitor-calls'

let started: MarketingClient | null = null
let experiments: ExperimentSync | null = null
/** An id older builds kept for experiments; nothing reads it now. */
const OLD_EXPERIMENT_ID_KEY = 'move_experiment_id'

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Forgets what earlier visits stored, once the visitor has objected. */
function forgetStoredIds(): void {
  try {
    window.localStorage.removeItem(CALLSIGN_STORAGE_KEY)
    window.localStorage.removeItem(OLD_EXPERIMENT_ID_KEY)
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/**
 * Starts the marketing calls for this page (once; later calls return the same client); null for
 * a visitor who objected to analytics and experiments.
 */
export function startMarketing(): MarketingClient | null {
  if (started) return started
  if (visitorHasObjected()) {
    forgetStoredIds()
    return null
  }
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
      reportCtaConversion()
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

  experiments = createExperimentSync({
    fetch: window.fetch.bind(window),
    sendBeacon:
      typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
    callsign: client.callsign,
    getPath: () => window.location.pathname,
    getSearch: () => window.location.search,
    objected: visitorHasObjected,
    log: (message) => console.info(`[experiments] ${message}`),
    warn: (message) => console.warn(message),
  })
  // Desk changes reach a visitor who comes back to the tab (and on each navigation, below).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void experiments?.refresh()
  })
  return client
}

/** Asks for the visitor's assignments again: after hydration and on each navigation. */
export function refreshExperiments(): void {
  void experiments?.refresh()
}
