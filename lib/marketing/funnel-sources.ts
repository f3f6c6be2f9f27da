/**
 * Which recorded events count as each funnel step (see docs/decisions/0030-marketing-desk.md):
 *
 * - per landing page: page views are analytics `page` events (PageView reports every landing
 *   page's path on load), CTA clicks are `track` events named 'Click CTA' (the email capture and
 *   the CTA buttons send them), leads are email_leads by landing_path;
 * - per utm_campaign: only visitor actions carry the page URL's utm_* values, so page views and
 *   CTA clicks are the visitor actions below, and leads are email_leads by their utm_campaign.
 */
import { CLICK_CTA_EVENT } from '../analytics/events'
import { MARKETING_ACTIONS } from './actions'

export const PAGE_VIEW_EVENT_KIND = 'page'
export const CTA_CLICK_EVENT_KIND = 'track'
export const CTA_CLICK_EVENT_NAME = CLICK_CTA_EVENT

/** Visitor actions (POST /api/2/visitors/{callsign}/action, `action`) per funnel step. */
export const PAGE_VIEW_ACTIONS: readonly string[] = [MARKETING_ACTIONS.pageView]
export const CTA_CLICK_ACTIONS: readonly string[] = [MARKETING_ACTIONS.ctaClick]

/** Rows a funnel table shows at most (the busiest first); totals always count everything. */
export const MAX_FUNNEL_ROWS = 100
