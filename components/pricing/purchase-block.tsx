'use client'

import { skipToken, useQuery } from '@apollo/client/react'
import { useId, useMemo, useState } from 'react'
import { getAnalytics } from '@/lib/analytics/client'
import { ctaMarker } from '@/lib/marketing/cta-click'
import { reportMarketing } from '@/lib/marketing/report'
import { MARKETING_ACTIONS } from '@/lib/marketing/actions'
import { GetActivityPricingDocument } from '@/graphql/generated/client/graphql'
import { defaultProductType } from '@/lib/pricing/discount-offer'
import { planCardCopy, type PlanCardCopy } from '@/lib/pricing/plan-card'
import {
  MOST_POPULAR_PLAN,
  planButtonText,
  PRICE_PERIOD,
  PRICING_ERROR,
  PRICING_LOADING,
} from '@/lib/pricing/plan-copy'
import { fullPlanKey, pricingPassports, type PricePlan } from '@/lib/pricing/price-plans'
import {
  fallbackSignUpLink,
  hasVoucherInput,
  offersSignIn,
  planCtaLink,
  type PurchaseConfig,
  type PurchaseListing,
} from '@/lib/pricing/purchase-config'
import { DiscountBadge } from './discount-badge'
import {
  Block,
  Fieldset,
  Legend,
  Status,
  Cards,
  Card,
  Popular,
  Radio,
  PlanTitle,
  Details,
  Price,
  Value,
  Messages,
  BadgeSlot,
  SkeletonCard,
  Checkout,
  Field,
  Check,
  PlanCta,
  DisabledCta,
  FallbackLink,
} from './purchase-block.styles'

/** Where the plan CTA sits, for the 'Click CTA' analytics event (spec §7). */
export const PURCHASE_BLOCK_LOCATION = 'purchase-block'

/** Ours (the spec only says the CTA is disabled and falls back to the sign-up URL, §8). */
export const PURCHASE_COPY = {
  legend: 'Choose a plan',
  plansError: "We couldn't load the plans right now.",
  noPlans: 'No plans are on sale here yet.',
  noOpenPlan: 'None of the plans here includes this activity.',
  fallbackLink: 'Continue to sign up',
  voucherLabel: 'Voucher code',
  signIn: 'Already a member? Sign in to buy',
} as const

export interface PurchaseBlockProps {
  activityId: string
  /** From pricePlans over the city's listing; empty while loading. */
  plans: readonly PricePlan[]
  /** The product list's state (spec §4 'Product list has a loading state'; §8 product list error). */
  plansState: 'loading' | 'ready' | 'error'
  /** The page config the CTA link needs, the page variant and flags (purchaseConfigOf). */
  purchase: PurchaseConfig
  /** The raw listing, for ctaButtonLink's fallbacks. */
  listing?: PurchaseListing | null
  className?: string
}

interface PlanCardData {
  plan: PricePlan
  copy: PlanCardCopy
}

function PlanCard({
  card,
  index,
  name,
  checked,
  onSelect,
}: {
  card: PlanCardData
  index: number
  name: string
  checked: boolean
  onSelect: (key: string) => void
}) {
  const id = useId()
  const { plan, copy } = card
  const popularId = `${id}-popular`
  const detailsId = `${id}-details`
  return (
    <Card data-selected={checked} data-disabled={copy.disabled}>
      {index === 0 ? <Popular id={popularId}>{MOST_POPULAR_PLAN}</Popular> : null}
      <Radio
        type="radio"
        id={id}
        name={name}
        value={plan.key}
        checked={checked}
        disabled={copy.disabled}
        onChange={() => onSelect(plan.key)}
        aria-describedby={index === 0 ? `${popularId} ${detailsId}` : detailsId}
      />
      <PlanTitle htmlFor={id}>{plan.title}</PlanTitle>
      <Details id={detailsId}>
        {copy.price ? (
          <Price>
            <strong>{copy.price}</strong> {PRICE_PERIOD}
          </Price>
        ) : null}
        {copy.trial ? <p>{copy.trial}</p> : null}
        {copy.visits ? <p>{copy.visits}</p> : null}
        {copy.perk ? <p>{copy.perk}</p> : null}
        {copy.value.map((line) => (
          <Value key={line}>{line}</Value>
        ))}
        {copy.messages.length > 0 ? (
          <Messages>
            {copy.messages.map((message) => (
              <li key={message.text} data-tone={message.tone}>
                {message.text}
              </li>
            ))}
          </Messages>
        ) : null}
      </Details>
      {copy.discount ? (
        <BadgeSlot>
          <DiscountBadge
            headingAs="p"
            percentageDiscount={copy.discount.percentageDiscount}
            weeklyPrice={copy.discount.weeklyPrice}
            originalWeeklyPrice={copy.discount.originalWeeklyPrice}
          />
        </BadgeSlot>
      ) : null}
    </Card>
  )
}

/**
 * The purchase block of an activity's details (spec §2, §4, §5, §8): the plan selector with
 * each plan's price and what activityPricing says about this activity on it, then the selected
 * plan's call to action, an optional voucher field and an 'already a member' sign-in choice.
 * The plan cards are native radio buttons, so arrow keys move between the open plans.
 */
export function PurchaseBlock({
  activityId,
  plans,
  plansState,
  purchase,
  listing,
  className,
}: PurchaseBlockProps) {
  const name = useId()
  const voucherId = useId()
  const [choice, setChoice] = useState<{ activityId: string; key: string } | null>(null)
  const [voucherCode, setVoucherCode] = useState('')
  const [preferSignIn, setPreferSignIn] = useState(false)

  const hasPlans = plansState === 'ready' && plans.length > 0
  const passports = useMemo(() => pricingPassports(plans), [plans])
  const query = useQuery(
    GetActivityPricingDocument,
    hasPlans
      ? {
          variables: { activityId, ...passports },
          fetchPolicy: 'cache-and-network',
          // The server renders the block without pricing; the browser asks for it.
          ssr: false,
        }
      : skipToken,
  )
  // Only this activity's answer: never another activity's while the new one loads.
  const pricing = query.data?.activityPricing?.id === activityId ? query.data.activityPricing : null
  let pricingState: 'loading' | 'ready' | 'error' = 'loading'
  if (pricing) pricingState = 'ready'
  else if (query.error || (!query.loading && query.data)) pricingState = 'error'

  const cards = useMemo<PlanCardData[]>(
    () =>
      plans.map((plan) => ({
        plan,
        copy: planCardCopy(plan, { pricing, hideCopyPrices: purchase.hideCopyPrices }),
      })),
    [plans, pricing, purchase.hideCopyPrices],
  )
  const isOpen = (key: string) => cards.some((card) => card.plan.key === key && !card.copy.disabled)
  // A choice lasts for its activity only (spec §4: back to the full plan when it changes).
  const selectedKey =
    choice && choice.activityId === activityId && isOpen(choice.key)
      ? choice.key
      : fullPlanKey(plans, (key) => !isOpen(key))
  const selected = cards.find((card) => card.plan.key === selectedKey) ?? null

  const linkOptions = { voucherCode, preferSignIn }
  const showFallback = plansState === 'error' || (plansState === 'ready' && !selected)

  let plansMessage: string | null = null
  if (plansState === 'error') plansMessage = PURCHASE_COPY.plansError
  else if (plansState === 'ready' && plans.length === 0) plansMessage = PURCHASE_COPY.noPlans
  else if (plansState === 'ready' && !selected) plansMessage = PURCHASE_COPY.noOpenPlan

  let status = ''
  if (plansState === 'loading') status = PRICING_LOADING
  else if (hasPlans && pricingState === 'loading') status = PRICING_LOADING
  else if (hasPlans && pricingState === 'error') status = PRICING_ERROR

  const ctaText = selected
    ? selected.copy.buttonText
    : planButtonText(defaultProductType(purchase.defaultProductType))

  return (
    <Block className={className}>
      <Fieldset aria-busy={plansState === 'loading'}>
        <Legend>{PURCHASE_COPY.legend}</Legend>
        <Status role="status" data-tone={pricingState === 'error' ? 'error' : undefined}>
          {status}
        </Status>
        {plansState === 'loading' ? (
          <Cards aria-hidden="true">
            <SkeletonCard />
            <SkeletonCard />
            <SkeletonCard />
          </Cards>
        ) : (
          <Cards>
            {cards.map((card, index) => (
              <PlanCard
                key={card.plan.key}
                card={card}
                index={index}
                name={name}
                checked={card.plan.key === selectedKey}
                onSelect={(key) => setChoice({ activityId, key })}
              />
            ))}
          </Cards>
        )}
        {plansMessage ? <Status data-tone="error">{plansMessage}</Status> : null}
      </Fieldset>
      <Checkout>
        {hasVoucherInput(purchase) ? (
          <Field>
            <label htmlFor={voucherId}>{PURCHASE_COPY.voucherLabel}</label>
            <input
              id={voucherId}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={voucherCode}
              onChange={(event) => setVoucherCode(event.target.value)}
            />
          </Field>
        ) : null}
        {offersSignIn(purchase) ? (
          <Check>
            <input
              type="checkbox"
              checked={preferSignIn}
              onChange={(event) => setPreferSignIn(event.target.checked)}
            />
            {PURCHASE_COPY.signIn}
          </Check>
        ) : null}
        {selected && plansState === 'ready' ? (
          <PlanCta
            href={planCtaLink(purchase, {
              product: selected.plan.product,
              listing,
              ...linkOptions,
            })}
            onClick={(event) => {
              getAnalytics().clickCta({
                elementLocation: PURCHASE_BLOCK_LOCATION,
                elementText: selected.copy.buttonText,
              })
              reportMarketing({
                action: MARKETING_ACTIONS.ctaClick,
                source: PURCHASE_BLOCK_LOCATION,
                target: event.currentTarget.href,
                beacon: true,
              })
            }}
          >
            {selected.copy.buttonText}
          </PlanCta>
        ) : (
          <DisabledCta type="button" disabled>
            {ctaText}
          </DisabledCta>
        )}
        {showFallback ? (
          <FallbackLink
            href={fallbackSignUpLink(purchase, linkOptions)}
            {...ctaMarker(PURCHASE_BLOCK_LOCATION)}
          >
            {PURCHASE_COPY.fallbackLink}
          </FallbackLink>
        ) : null}
      </Checkout>
    </Block>
  )
}
