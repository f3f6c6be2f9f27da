import { MockedProvider } from '@apollo/client/testing/react'
import type { MockLink } from '@apollo/client/testing'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { PurchaseBlock, type PurchaseBlockProps } from '@/components/pricing/purchase-block'
import { getAnalytics } from '@/lib/analytics/client'
import { PRODUCT_NAMES } from '@/lib/brand'
import {
  PRICING_FLAG_COMBINATIONS,
  pricingFlagsKey,
  type PricingFlags,
} from '@/server/db/seed/catalogue/passport-pricing'
import { GetActivityPricingDocument } from '@/graphql/generated/client/graphql'
import type { PassportPricingInfo } from '@/lib/pricing/activity-pricing'
import { pricePlans } from '@/lib/pricing/price-plans'
import type { PurchaseConfig } from '@/lib/pricing/purchase-config'
import { ACCOUNT, purchaseFixture, seedListing, SIGN_IN, SIGN_UP } from '../../lib/pricing/fixtures'

const CONTINUE = `${ACCOUNT}/continue`

const LISTING = seedListing('london')
const PLANS = pricePlans(LISTING)
const FULL = 'Full Membership'
const LITE = PRODUCT_NAMES.lite
const TASTER = 'Discovery Taster'

const PURCHASE = purchaseFixture()

const OPEN: PassportPricingInfo = {
  isAllowedOnPassport: true,
  isTopUpRequired: false,
  isOutOfAllowanceAllowed: true,
  outOfAllowance: false,
  topUp: 0,
}

function pricingMock(
  activityId: string,
  options: {
    discoveryMemberAllowed?: boolean
    lite?: Partial<PassportPricingInfo>
    full?: Partial<PassportPricingInfo>
    error?: boolean
  } = {},
): MockLink.MockedResponse {
  const passport = (flags: Partial<PassportPricingInfo> = {}) => ({
    __typename: 'PassportPricing',
    ...OPEN,
    ...flags,
  })
  return {
    request: {
      query: GetActivityPricingDocument,
      variables: { activityId, moveLitePassport: '2', fullMovePassport: '3' },
    },
    maxUsageCount: 10,
    ...(options.error
      ? { error: new Error('Network down') }
      : {
          result: {
            data: {
              activityPricing: {
                __typename: 'ActivityPricingInfo',
                id: activityId,
                discoveryMemberAllowed: options.discoveryMemberAllowed ?? true,
                moveLitePricing: passport(options.lite),
                fullMovePricing: passport(options.full),
              },
            },
          },
        }),
  }
}

function block(props: Partial<PurchaseBlockProps> = {}) {
  return (
    <PurchaseBlock
      activityId="101"
      plans={PLANS}
      plansState="ready"
      purchase={PURCHASE}
      listing={LISTING}
      {...props}
    />
  )
}

function renderBlock(mocks: MockLink.MockedResponse[], props: Partial<PurchaseBlockProps> = {}) {
  const result = render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      {block(props)}
    </MockedProvider>,
  )
  return {
    ...result,
    rerenderBlock: (next: Partial<PurchaseBlockProps>) =>
      result.rerender(
        <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
          {block({ ...props, ...next })}
        </MockedProvider>,
      ),
  }
}

const radio = (name: string) => screen.getByRole('radio', { name })
/** The card around a plan's radio button. */
const card = (name: string) => radio(name).parentElement as HTMLElement
const ctaLink = () =>
  screen.getByRole('link', { name: /Start free trial|Buy membership|Try for £1/ })
const params = (href: string | null) => Object.fromEntries(new URL(href ?? '').searchParams)
const loaded = () => screen.findByText('Counts as 1 of your 12 monthly visits')

describe('PurchaseBlock: pricing states (spec §8)', () => {
  it("shows 'Loading...' while activityPricing loads, with the plans already priced", async () => {
    renderBlock([pricingMock('101')])
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/)
    expect(within(card(FULL)).getByText('£19.99', { selector: 'p > strong' })).toBeInTheDocument()
    await loaded()
    expect(screen.getByRole('status')).toHaveTextContent(/^$/)
  })

  it('shows the spec error when activityPricing fails, and keeps the plans buyable', async () => {
    renderBlock([pricingMock('101', { error: true })])
    expect(
      await screen.findByText('Failed to load pricing information. Please refresh the page'),
    ).toBeInTheDocument()
    expect(ctaLink()).toHaveTextContent('Start free trial')
    expect(radio(TASTER)).toBeEnabled()
  })
})

describe('PurchaseBlock: plan cards', () => {
  it("labels only the first plan 'Most popular plan' and selects the full plan", async () => {
    renderBlock([pricingMock('101')])
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(
      PLANS.map((plan) => plan.key),
    )
    expect(screen.getAllByText('Most popular plan')).toHaveLength(1)
    expect(radio(FULL)).toHaveAccessibleDescription(
      expect.stringMatching(/^Most popular plan £19\.99 per week/),
    )
    expect(radio(FULL)).toBeChecked()
    await loaded()
  })

  it('shows price, visits, perk, per-visit price and the discount badge', async () => {
    renderBlock([pricingMock('101', { full: { isTopUpRequired: true, topUp: 2.5 } })])
    await loaded()
    const full = within(card(FULL))
    expect(full.getByText('£19.99', { selector: 'p > strong' }).parentElement).toHaveTextContent(
      '£19.99 per week',
    )
    expect(full.getByText('12 visits per month')).toBeInTheDocument()
    expect(full.getByText('First visit free at 100s of providers')).toBeInTheDocument()
    expect(full.getByText('£7.25 per visit if you use all 12 visits a month')).toBeInTheDocument()
    expect(
      full.getByText('This activity: £9.75 per visit (£7.25 + £2.50 top-up)'),
    ).toBeInTheDocument()
    expect(full.getByText('Top-up for this activity: £2.50 per visit')).toBeInTheDocument()
    expect(full.getByText('Limited time offer!')).toBeInTheDocument()
    expect(full.getByText('20% off')).toBeInTheDocument()
    expect(full.getByText('was £24.99 per week')).toBeInTheDocument()
    expect(full.getByRole('button', { name: 'Why is the price this low?' })).toBeInTheDocument()
    const lite = within(card(LITE))
    expect(lite.getByText('£12.99')).toBeInTheDocument()
    expect(lite.getByText('5 visits per month')).toBeInTheDocument()
    expect(lite.queryByText('Limited time offer!')).toBeNull()
    const taster = within(card(TASTER))
    expect(taster.getByText('£1')).toBeInTheDocument()
    expect(taster.getByText('Try this activity for £1')).toBeInTheDocument()
    expect(taster.queryByText(/visits per month/)).toBeNull()
  })

  const expectedLines: Record<string, string[]> = {
    '1010': [
      'Counts as 1 of your 12 monthly visits',
      'Still bookable after your 12 monthly visits are used up',
    ],
    '1011': ["Outside this plan's monthly visits, but you can still book it"],
    '1000': [
      'Counts as 1 of your 12 monthly visits',
      'Only bookable within your 12 monthly visits',
    ],
    '1001': ["Outside this plan's monthly visits, so it can't be booked on this plan"],
    '1110': [
      'Counts as 1 of your 12 monthly visits',
      'Still bookable after your 12 monthly visits are used up',
      'Top-up for this activity: £4.00 per visit',
    ],
    '1111': [
      "Outside this plan's monthly visits, but you can still book it",
      'Top-up for this activity: £4.00 per visit',
    ],
    '1100': [
      'Counts as 1 of your 12 monthly visits',
      'Only bookable within your 12 monthly visits',
      'Top-up for this activity: £4.00 per visit',
    ],
    '1101': ["Outside this plan's monthly visits, so it can't be booked on this plan"],
    '0010': ['Not included on this plan'],
    '0011': ['Not included on this plan'],
    '0000': ['Not included on this plan'],
    '0001': ['Not included on this plan'],
  }

  it.each(PRICING_FLAG_COMBINATIONS.map((flags) => [pricingFlagsKey(flags), flags] as const))(
    'full passport flags %s: the full card says so, the lite card is untouched',
    async (key, flags: PricingFlags) => {
      renderBlock([
        pricingMock('101', { full: { ...flags, topUp: flags.isTopUpRequired ? 4 : 0 } }),
      ])
      await screen.findByText('Counts as 1 of your 5 monthly visits')
      const items = within(card(FULL))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
      expect(items).toEqual(expectedLines[key])
      const total = within(card(FULL)).queryByText(/^This activity:/)
      if (
        flags.isAllowedOnPassport &&
        flags.isTopUpRequired &&
        !(flags.outOfAllowance && !flags.isOutOfAllowanceAllowed)
      )
        expect(total).toHaveTextContent('This activity: £11.25 per visit (£7.25 + £4.00 top-up)')
      else expect(total).toBeNull()
      // Lite and full plans stay selectable whatever the flags (spec §5 disables only discovery).
      expect(radio(FULL)).toBeEnabled()
      expect(
        within(card(LITE))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Counts as 1 of your 5 monthly visits',
        'Still bookable after your 5 monthly visits are used up',
      ])
    },
  )

  it('disables the Discovery plan when discoveryMemberAllowed is false (spec §5)', async () => {
    renderBlock([pricingMock('101', { discoveryMemberAllowed: false })])
    expect(radio(TASTER)).toBeEnabled()
    await screen.findByText("This activity isn't included in the taster")
    expect(radio(TASTER)).toBeDisabled()
    expect(within(card(TASTER)).getByText('Try for £1')).toBeInTheDocument()
    fireEvent.click(screen.getByText(TASTER))
    expect(radio(TASTER)).not.toBeChecked()
    expect(radio(FULL)).toBeChecked()
  })

  it('falls back to the full plan when the chosen taster turns out to be closed', async () => {
    renderBlock([pricingMock('101', { discoveryMemberAllowed: false })])
    fireEvent.click(radio(TASTER))
    expect(radio(TASTER)).toBeChecked()
    await screen.findByText("This activity isn't included in the taster")
    expect(radio(FULL)).toBeChecked()
    expect(ctaLink()).toHaveTextContent('Start free trial')
  })

  it('resets the selection to the full plan when the activity changes (spec §4)', async () => {
    const { rerenderBlock } = renderBlock([pricingMock('101'), pricingMock('202')])
    await loaded()
    fireEvent.click(radio(LITE))
    expect(radio(LITE)).toBeChecked()
    expect(ctaLink()).toHaveTextContent('Buy membership')
    rerenderBlock({ activityId: '202' })
    expect(radio(FULL)).toBeChecked()
    expect(ctaLink()).toHaveTextContent('Start free trial')
    await loaded()
    // Choosing again works for the new activity.
    fireEvent.click(radio(TASTER))
    expect(radio(TASTER)).toBeChecked()
    rerenderBlock({ activityId: '202' })
    expect(radio(TASTER)).toBeChecked()
  })

  it('hides the marketing prices with hideCopyPrices but keeps buttons and top-ups', async () => {
    renderBlock([pricingMock('101', { full: { isTopUpRequired: true, topUp: 2.5 } })], {
      purchase: { ...PURCHASE, hideCopyPrices: true },
    })
    await loaded()
    expect(screen.queryByText('£19.99')).toBeNull()
    expect(screen.queryByText('£1')).toBeNull()
    expect(screen.queryByText(/per visit if you use/)).toBeNull()
    expect(screen.queryByText('Limited time offer!')).toBeNull()
    expect(screen.queryByText('Try this activity for £1')).toBeNull()
    expect(screen.getByText('Top-up for this activity: £2.50 per visit')).toBeInTheDocument()
    expect(screen.getByText('12 visits per month')).toBeInTheDocument()
    fireEvent.click(radio(TASTER))
    expect(ctaLink()).toHaveTextContent(/^Try for £1$/)
  })
})

describe('PurchaseBlock: the call to action (spec §5)', () => {
  it.each([
    [
      FULL,
      'Start free trial',
      { product_info_id: '3002', product_type: 'FullMembership', passport_id: '3' },
    ],
    [
      LITE,
      'Buy membership',
      { product_info_id: '3001', product_type: 'MoveFive', passport_id: '2' },
    ],
    [
      TASTER,
      'Try for £1',
      { product_info_id: '3000', product_type: 'DiscoveryMembership', passport_id: '1' },
    ],
  ])('%s → %p with every parameter', async (plan, text, product) => {
    renderBlock([pricingMock('101')])
    await loaded()
    fireEvent.click(radio(plan))
    const link = ctaLink()
    expect(link).toHaveTextContent(new RegExp(`^${text}$`))
    const url = new URL(link.getAttribute('href') ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(SIGN_UP)
    expect(params(link.getAttribute('href'))).toEqual({
      context: 'city_landing',
      context_ref_city: 'london',
      continue: CONTINUE,
      challenge_3ds: 'true',
      ...product,
    })
  })

  it('carries the voucher code where the page has a voucher input', async () => {
    renderBlock([pricingMock('101')], {
      purchase: { ...PURCHASE, enable3DSecure: false, ctaConfig: { voucherInput: true } },
    })
    await loaded()
    fireEvent.change(screen.getByRole('textbox', { name: 'Voucher code' }), {
      target: { value: ' LARK10 ' },
    })
    expect(params(ctaLink().getAttribute('href'))).toEqual({
      context: 'city_landing',
      context_ref_city: 'london',
      continue: CONTINUE,
      challenge_3ds: 'false',
      product_info_id: '3002',
      product_type: 'FullMembership',
      passport_id: '3',
      voucher_code: 'LARK10',
    })
  })

  it('has no voucher field without ctaConfig.voucherInput', async () => {
    renderBlock([pricingMock('101')])
    await loaded()
    expect(screen.queryByRole('textbox', { name: 'Voucher code' })).toBeNull()
  })

  it('goes to signInUrlForPurchase when the visitor is already a member', async () => {
    renderBlock([pricingMock('101')])
    await loaded()
    const before = new URL(ctaLink().getAttribute('href') ?? '')
    expect(`${before.origin}${before.pathname}`).toBe(SIGN_UP)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Already a member? Sign in to buy' }))
    const after = new URL(ctaLink().getAttribute('href') ?? '')
    expect(`${after.origin}${after.pathname}`).toBe(SIGN_IN)
    expect(params(after.href)).toEqual(params(before.href))
  })

  it.each<[string, Partial<PurchaseConfig>]>([
    ['signInToPurchase already sends everyone there', { signInToPurchase: true }],
    ['no sign-in URL for purchases', { signInUrlForPurchase: null }],
  ])('offers no sign-in choice when %s', async (_, change) => {
    renderBlock([pricingMock('101')], { purchase: { ...PURCHASE, ...change } })
    await loaded()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it("reports the click as 'Click CTA'", async () => {
    const clickCta = jest.spyOn(getAnalytics(), 'clickCta').mockImplementation(() => {})
    renderBlock([pricingMock('101')])
    await loaded()
    fireEvent.click(radio(LITE))
    const link = ctaLink()
    link.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link)
    expect(clickCta).toHaveBeenCalledWith({
      elementLocation: 'purchase-block',
      elementText: 'Buy membership',
    })
    clickCta.mockRestore()
  })
})

describe('PurchaseBlock: the product list (spec §4, §8)', () => {
  it("shows 'Loading...' placeholders and a disabled CTA while the plans load", () => {
    renderBlock([], { plans: [], plansState: 'loading' })
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeDisabled()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('on a product list error disables the CTA and offers the plain sign-up URL', () => {
    renderBlock([], {
      plans: [],
      plansState: 'error',
      listing: null,
      purchase: { ...PURCHASE, defaultProductType: 'MOVE_FIVE' },
    })
    expect(screen.getByRole('button', { name: 'Buy membership' })).toBeDisabled()
    expect(screen.getByText("We couldn't load the plans right now.")).toBeInTheDocument()
    const fallback = screen.getByRole('link', { name: 'Continue to sign up' })
    const url = new URL(fallback.getAttribute('href') ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(SIGN_UP)
    expect(params(url.href)).toEqual({
      context: 'city_landing',
      context_ref_city: 'london',
      continue: CONTINUE,
      challenge_3ds: 'true',
      package_id: '2580',
    })
    // No pricing request without plans.
    expect(
      screen.queryByText('Failed to load pricing information. Please refresh the page'),
    ).toBeNull()
  })

  it('an empty listing behaves like an error, with its own message', () => {
    renderBlock([], { plans: [], plansState: 'ready' })
    expect(screen.getByText('No plans are on sale here yet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue to sign up' })).toBeInTheDocument()
  })

  it('a taster-only city whose activity is closed to discovery: no plan to buy, the sign-up link instead', async () => {
    const york = pricePlans(seedListing('york'))
    const mocks: MockLink.MockedResponse[] = [
      {
        ...pricingMock('101', { discoveryMemberAllowed: false }),
        request: {
          query: GetActivityPricingDocument,
          variables: { activityId: '101', moveLitePassport: null, fullMovePassport: null },
        },
      },
    ]
    renderBlock(mocks, {
      plans: york,
      listing: seedListing('york'),
      purchase: { ...PURCHASE, city: 'york' },
    })
    expect(ctaLink()).toHaveTextContent('Try for £1')
    await screen.findByText("This activity isn't included in the taster")
    expect(screen.getByText('None of the plans here includes this activity.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeDisabled()
    expect(screen.getByRole('link', { name: 'Continue to sign up' })).toBeInTheDocument()
  })
})

afterAll(async () => {
  await act(async () => {})
})
