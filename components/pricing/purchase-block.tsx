'use client'

import { skipToken, useQuery } from '@apollo/client/react'
import { useId, useMemo, useState } from 'react'
import styled from 'styled-components'
import { ctaButtonStyles } from '@/components/ui/cta-button-styles'
import { shimmer } from '@/components/ui/shimmer'
import { getAnalytics } from '@/lib/analytics/client'
import { ctaMarker } from '@/lib/marketing/cta-click'
import { reportMarketing } from '@/lib/marketing/report'
import { MARKETING_ACTIONS } from '@/lib/marketing/actions'
import { GetActivityPricingDocument } from '@/lib/gql/graphql'
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
import { colors, fonts, radii, space } from '@/styles/tokens'
import { DiscountBadge } from './discount-badge'

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

const Block = styled.div`
  display: grid;
  gap: ${space.md};
`

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${space.sm};
  font-family: ${fonts.display};
  font-size: 1.125rem;
  font-weight: 700;
`

const Status = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 0.9375rem;

  &[data-tone='error'] {
    color: ${colors.error};
    font-weight: 600;
  }
`

const Cards = styled.div`
  display: grid;
  gap: ${space.sm};
`

const Card = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xs} ${space.sm};
  padding: ${space.md};
  border: 2px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  transition: border-color 0.15s ease;

  &:hover {
    border-color: ${colors.muted};
  }

  &[data-selected='true'] {
    border-color: ${colors.primary};
    background: ${colors.subtle};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  &[data-disabled='true'] {
    border-style: dashed;
    color: ${colors.muted};
  }

  &[data-disabled='true']:hover {
    border-color: ${colors.border};
  }
`

const Popular = styled.p`
  grid-column: 1 / -1;
  justify-self: start;
  margin: 0;
  padding: 2px ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.surface};
  font-size: 0.8125rem;
  font-weight: 600;
`

const Radio = styled.input`
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${colors.primary};
`

const PlanTitle = styled.label`
  font-family: ${fonts.display};
  font-size: 1.0625rem;
  font-weight: 700;
  cursor: pointer;

  /* The whole card picks the plan. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radii.md};
  }

  [data-disabled='true'] & {
    cursor: not-allowed;
  }
`

const Details = styled.div`
  grid-column: 2;
  display: grid;
  gap: 2px;
  font-size: 0.9375rem;

  p {
    margin: 0;
  }
`

const Price = styled.p`
  strong {
    font-family: ${fonts.display};
    font-size: 1.25rem;
  }
`

const Value = styled.p`
  color: ${colors.muted};
`

const Messages = styled.ul`
  display: grid;
  gap: 2px;
  margin: ${space.xs} 0 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding-left: 1.25em;
  }

  li::before {
    position: absolute;
    left: 0;
    font-weight: 600;
  }

  li[data-tone='positive']::before {
    content: '✓';
    color: ${colors.success};
  }

  li[data-tone='info']::before {
    content: 'i';
    color: ${colors.accent};
  }

  li[data-tone='warning']::before {
    content: '+';
    color: ${colors.warning};
  }

  li[data-tone='warning'] {
    color: ${colors.warning};
    font-weight: 600;
  }

  li[data-tone='negative']::before {
    content: '✕';
    color: ${colors.error};
  }

  li[data-tone='negative'] {
    color: ${colors.error};
    font-weight: 600;
  }
`

/* Above the card-wide label, so the badge's help button stays reachable by pointer. */
const BadgeSlot = styled.div`
  position: relative;
  z-index: 1;
  grid-column: 2;
  margin-top: ${space.xs};

  & > div {
    padding: ${space.sm} ${space.md};
    box-shadow: none;
  }
`

const SkeletonCard = styled.div`
  height: 132px;
  position: relative;
  border-radius: ${radii.md};
  ${shimmer(colors.border, colors.subtle)}

  &:first-child {
    height: 172px;
  }
`

const Checkout = styled.div`
  display: grid;
  gap: ${space.sm};
  justify-items: start;
`

const Field = styled.div`
  display: grid;
  gap: ${space.xs};
  width: min(100%, 320px);

  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }

  input {
    min-height: 44px;
    padding: ${space.sm} ${space.md};
    border: 2px solid ${colors.border};
    border-radius: ${radii.sm};
    font: inherit;
  }
`

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  font-size: 0.9375rem;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${colors.primary};
  }
`

const PlanCta = styled.a`
  ${ctaButtonStyles}

  &:hover {
    border-color: ${colors.primaryDark};
    background: ${colors.primaryDark};
  }
`

const DisabledCta = styled.button`
  ${ctaButtonStyles}
  border-color: ${colors.border};
  background: ${colors.subtle};
  color: ${colors.muted};
  cursor: not-allowed;
`

const FallbackLink = styled.a`
  font-weight: 600;
`

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
