/**
 * The desk's funnel: page views → CTA clicks → email leads, for a period of 7, 30 or 90 days,
 * and the conversion rates between them. A rate with nothing to divide by is unknown (null),
 * never 0% or infinity; a rate can pass 100% (a visitor clicks twice, a lead comes without a
 * recorded view), which the desk shows as it is.
 */
export const FUNNEL_PERIODS = [7, 30, 90] as const
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number]
export const DEFAULT_FUNNEL_PERIOD: FunnelPeriod = 30

/** The period a `days` query value asks for; anything else is the default. */
export function parseFunnelPeriod(value: string | string[] | null | undefined): FunnelPeriod {
  const first = Array.isArray(value) ? value[0] : value
  const days = Number(first)
  return (FUNNEL_PERIODS as readonly number[]).includes(days)
    ? (days as FunnelPeriod)
    : DEFAULT_FUNNEL_PERIOD
}

export interface FunnelCounts {
  views: number
  clicks: number
  leads: number
}

export interface FunnelRates {
  /** CTA clicks per page view. */
  clickRate: number | null
  /** Leads per CTA click. */
  leadPerClickRate: number | null
  /** Leads per page view: the whole funnel. */
  leadRate: number | null
}

function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null
}

export function funnelRates({ views, clicks, leads }: FunnelCounts): FunnelRates {
  return {
    clickRate: ratio(clicks, views),
    leadPerClickRate: ratio(leads, clicks),
    leadRate: ratio(leads, views),
  }
}

/**
 * A rate as the desk prints it: one decimal below 10%, whole numbers above; '—' when unknown.
 *
 * @example formatRate(0.0345) // '3.5%'
 * @example formatRate(null) // '—'
 */
export function formatRate(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return '—'
  const percent = rate * 100
  return percent < 10 ? `${percent.toFixed(1)}%` : `${Math.round(percent)}%`
}

/** The figures' sum, for a totals row. */
export function sumCounts(rows: readonly FunnelCounts[]): FunnelCounts {
  return rows.reduce(
    (total, row) => ({
      views: total.views + row.views,
      clicks: total.clicks + row.clicks,
      leads: total.leads + row.leads,
    }),
    { views: 0, clicks: 0, leads: 0 },
  )
}

/** What a row stands for when its campaign is missing: traffic with no utm_campaign. */
export const NO_CAMPAIGN_LABEL = '(no campaign)'
