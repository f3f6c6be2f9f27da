/** The marketing actions (spec §7) and a report of one: shared by pages and the client. */

/** The actions the pages report. The spec names the occasions, not the values: ours. */
export const MARKETING_ACTIONS = {
  pageView: 'PageView',
  ctaClick: 'ClickCTA',
  emailCapture: 'EmailCapture',
  videoPlay: 'VideoPlay',
  videoEnd: 'VideoEnd',
  openActivity: 'OpenActivity',
} as const

export type MarketingAction = (typeof MARKETING_ACTIONS)[keyof typeof MARKETING_ACTIONS]

export interface MarketingReport {
  action: MarketingAction
  /** Where it happened: 'hero', 'sticky-bar', 'activity-map', 'video'… */
  source: string
  /** What it leads to: a link, a path, an activity's address. */
  target: string
  /** The page is being left: send with navigator.sendBeacon. */
  beacon?: boolean
}
