'use client'

import { skipToken, useQuery } from '@apollo/client/react'
import { useEffect, useMemo } from 'react'
import { ActivityDetails, type ActivitySummary } from '@/components/activity/activity-details'
import { useExperiments } from '@/components/experiments/use-experiments'
import { PurchaseBlock } from '@/components/pricing/purchase-block'
import { PackagesDocument } from '@/graphql/generated/client/graphql'
import { PRICING_TABS } from '@/lib/experiments/keys'
import { reportExposure } from '@/lib/experiments/page-experiments'
import { variantOf } from '@/lib/experiments/store'
import { isPricingExperiment, planSetKey, pricePlans } from '@/lib/pricing/price-plans'
import type { PurchaseConfig } from '@/lib/pricing/purchase-config'

export interface ActivityDetailsPanelProps {
  activityId: string
  /** What the map already knows of the activity; the panel's header then carries its title. */
  summary?: ActivitySummary
  /** The city whose plans are sold: the page's, or the one the visitor chose; none nationally. */
  city: string | null
  purchase: PurchaseConfig
  onFocusAddress: () => void
}

/**
 * The side panel's ACTIVITY_DETAILS view (spec §2): the activity's details and, below them or
 * in the pricing experiment's 'Price plans' tab, the purchase block for the city's plans. The
 * city's package listing is asked for once per city (Apollo's cache) and only when a details
 * view opens; its partial errors are tolerated (spec §7).
 */
export function ActivityDetailsPanel({
  activityId,
  summary,
  city,
  purchase,
  onFocusAddress,
}: ActivityDetailsPanelProps) {
  const packages = useQuery(
    PackagesDocument,
    city ? { variables: { city }, errorPolicy: 'all' } : skipToken,
  )
  const listing = packages.data?.packageListingByCity ?? null
  const plans = useMemo(() => pricePlans(listing), [listing])
  // Without a city there is no listing to sell from: the block offers the plain sign-up link.
  let plansState: 'loading' | 'ready' | 'error' = 'ready'
  if (city && packages.loading && !listing) plansState = 'loading'
  else if (city && !listing && packages.error) plansState = 'error'
  // Spec §2's rule decides where the pricing experiment runs; its 'noTabs' variant drops the tabs.
  const inPricingExperiment = isPricingExperiment(purchase.variant, plans)
  const pricingVariant = variantOf(useExperiments(), PRICING_TABS)
  useEffect(() => {
    if (inPricingExperiment) reportExposure(PRICING_TABS)
  }, [inPricingExperiment])

  return (
    <ActivityDetails
      activityId={activityId}
      summary={summary}
      headingLevel={3}
      showTitle={!summary}
      continueUrl={purchase.continueUrl}
      onFocusAddress={onFocusAddress}
      pricingTabs={{
        enabled: inPricingExperiment && pricingVariant !== 'noTabs',
        resetKey: planSetKey(plans),
      }}
      purchase={
        <PurchaseBlock
          activityId={activityId}
          plans={plans}
          plansState={plansState}
          purchase={purchase}
          listing={listing}
        />
      }
    />
  )
}
