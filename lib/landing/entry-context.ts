/** A landing page's campaign flags and the sign-up context they add to (spec §5). */
export interface CampaignFlags {
  isTargetedCampaign: boolean
  isTargetedCity: boolean
  isBrandSearch: boolean
}

/**
 * entryContext is what the sign-up links report as `context` (spec §5), so the campaign flags
 * are recorded there as suffixes, in a fixed order: "city-page:brand-search",
 * "offer:targeted-campaign", "city-page:brand-search:targeted-campaign". They change nothing
 * else on the page. isTargetedCity instead fixes the city (ctaConfig.citySelect false) when the
 * page has one.
 */
export function entryContextWithFlags(base: string, flags: CampaignFlags): string {
  let context = base
  if (flags.isBrandSearch) context += ':brand-search'
  if (flags.isTargetedCampaign) context += ':targeted-campaign'
  return context
}
