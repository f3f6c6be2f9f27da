import type { ReactNode } from 'react'
import { MarketingCalls } from '@/components/analytics/marketing-calls'
import { PageView } from '@/components/analytics/page-view'
import { TextContent } from '@/components/content/text-content'
import { ActivitiesOverview } from '@/components/discovery/activities-overview'
import { EmailCapture } from '@/components/forms/email-capture'
import type { FieldAppearance } from '@/components/forms/form-field'
import { HowItWorks, type HowItWorksModal } from '@/components/how-it-works/how-it-works'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { SignInLink } from '@/components/layout/sign-in-link'
import { PartnerPageBody } from '@/components/partners/partner-page-body'
import { JsonLdScript } from '@/components/seo/json-ld-script'
import { VenueLandingBody } from '@/components/venue/venue-landing-body'
import { venueCountFor, venueCountHeading } from '@/lib/discovery/venue-count'
import { ctaButtonLink } from '@/lib/pricing/cta-link'
import { headerImageOverride, HERO_ROTATION_CITIES } from '@/lib/landing/header-image'
import { furtherInfoLinks } from '@/lib/landing/further-info'
import type { LandingPageData } from '@/graphql/client/load-landing-page'
import { landingSections, type LandingSectionId } from '@/lib/landing/section-order'
import { signUpImageType } from '@/lib/landing/sign-up-image-type'
import { pageDiscountOffer, defaultProductType } from '@/lib/pricing/discount-offer'
import { purchaseConfigOf } from '@/lib/pricing/purchase-config'
import { firstTextValue, splitHeading } from '@/lib/text-content'
import { landingJsonLd } from './landing-json-ld'
import { AsSeenIn } from './as-seen-in'
import { CookieNotice } from './cookie-notice'
import { CtaLink } from './cta-link'
import { FaqSection } from './faq-section'
import { FurtherInfo } from './further-info'
import { Hero, HERO_IMAGE_SIZES } from './hero'
import { NO_PAGE_VARIANT_ROOM, type PageVariantRoom } from '@/lib/experiments/page-variants'
import { HeroCityFrame } from './hero-city-frame'
import { HeroRotation } from './hero-rotation'
import { LandingSections, renderedSections } from './landing-sections'
import { LearnMore } from './learn-more'
import { StickyBar } from './sticky-bar'
import { VideoSection } from './video-section'

function stepModals(data: LandingPageData): HowItWorksModal[] | null {
  const page = data.page
  if (page.__typename !== 'ProductPage' || !page.ctaConfig.howItWorksModals) return null
  const { step1, step2, step3, step4 } = data.content
  const modals = [step1, step2, step3, step4].map((content) => {
    const { heading, rest } = splitHeading(content)
    return heading ? { heading, body: <TextContent content={rest} /> } : null
  })
  return modals.some(Boolean) ? (modals as HowItWorksModal[]) : null
}

/**
 * The page's call to action, in the hero and the sticky bar: the email capture on product pages
 * (with the voucher field wherever the page asks for one), a button elsewhere.
 */
function heroCta(
  data: LandingPageData,
  elementLocation: 'hero' | 'sticky-bar',
  appearance: FieldAppearance = 'default',
): ReactNode {
  const { page, landing } = data
  if (page.__typename === 'ProductPage') {
    return (
      <EmailCapture
        elementLocation={elementLocation}
        buttonText={page.ctaButtonText || undefined}
        landingPath={landing.path}
        voucherInput={page.ctaConfig.voucherInput}
        appearance={appearance}
      />
    )
  }
  const href = ctaButtonLink({ landingVariant: data.landingVariant, page })
  return (
    <CtaLink href={href} ctaLocation={elementLocation}>
      {page.ctaButtonText}
    </CtaLink>
  )
}

/**
 * ctaConfig.citySelect: a city select above the hero's call to action, on pages whose city the
 * visitor chooses (a fixed city has nothing to choose).
 */
function heroCitySelect(data: LandingPageData): ReactNode {
  const { page, content, landing } = data
  if (page.__typename !== 'ProductPage' || !page.ctaConfig.citySelect || page.city) return null
  const cities = (content.cities ?? []).map((city) => ({ value: city.city, label: city.cityName }))
  return cities.length > 0 ? <HeroCityFrame cities={cities} action={landing.path} /> : null
}

function welcomeDiscount(data: LandingPageData) {
  const page = data.page
  if (data.variant !== 'WELCOME' || page.__typename !== 'ProductPage') return null
  const listing = data.content.packageListingByCity
  const offer = pageDiscountOffer(listing, defaultProductType(page.defaultProductType))
  if (!offer?.discount) return null
  return {
    percentageDiscount: offer.discount.percentageDiscount,
    weeklyPrice: offer.weeklyPrice,
    originalWeeklyPrice: offer.discount.originalWeeklyPrice,
  }
}

/**
 * A landing page (spec §2 'Landing page order'): product, partner or venue, composed from
 * Server Components in the order lib/landing/section-order.ts gives, with small client islands
 * for the email capture, sticky bar, rotations, modals, video and cookie notice.
 */
export function LandingPage({
  data,
  year,
  explainer = false,
  variantRoom = NO_PAGE_VARIANT_ROOM,
}: {
  data: LandingPageData
  year: number
  /** Whether the build made our own explainer video (server/video/explainer-files.ts). */
  explainer?: boolean
  /** What the page's running page experiment swaps in after hydration (the hero's share). */
  variantRoom?: PageVariantRoom
}) {
  const { page, content, options } = data
  const product = page.__typename === 'ProductPage' ? page : null
  const isPartnerPage = page.__typename === 'PartnerPage'
  const cityName = page.cityName ?? null
  const faqs = content.faqs ?? []
  const layout = product?.layoutConfig
  const sections = landingSections(layout, { showFaqs: faqs.length > 0 })
  const learnMoreText = content.learnMore ? <TextContent content={content.learnMore} /> : null
  const stickyText = firstTextValue(content.stickyBarText) || undefined

  const render: Record<LandingSectionId, () => ReactNode> = {
    hero: () => (
      <Hero
        ctaText={page.ctaText}
        city={page.city}
        partner={
          product?.marketingPartner
            ? {
                ...product.marketingPartner,
                // The page's own logo (chosen on the desk), else the partner's.
                logoUrl: product.logoUrl ?? product.marketingPartner.logoUrl,
              }
            : null
        }
        packageTagline={product?.packageTagline}
        packageHTMLTagline={product?.packageHTMLTagline}
        shortPackageHTMLTagline={product?.shortPackageHTMLTagline}
        discount={welcomeDiscount(data)}
        imageOverride={product ? headerImageOverride(product) : null}
        headlineAlternatives={variantRoom.headlines}
        imageVariantsOf={
          product && variantRoom.images
            ? { imageUrl: product.imageUrl, mobileImageUrl: product.mobileImageUrl }
            : null
        }
        rotation={
          page.city || data.isStreaming ? undefined : (
            <HeroRotation cities={[...HERO_ROTATION_CITIES]} sizes={HERO_IMAGE_SIZES} alt="" />
          )
        }
      >
        {heroCitySelect(data)}
        {heroCta(data, 'hero')}
        <FurtherInfo links={furtherInfoLinks(product?.layoutConfig.furtherInfo, sections)} />
      </Hero>
    ),
    'sticky-bar': () =>
      product ? (
        <StickyBar watchId="hero-heading" text={stickyText}>
          {heroCta(data, 'sticky-bar', 'invert')}
        </StickyBar>
      ) : (
        <StickyBar
          watchId="hero-heading"
          buttonText={page.ctaButtonText}
          buttonHref={ctaButtonLink({ landingVariant: data.landingVariant, page })}
        />
      ),
    map: () => {
      if (page.__typename === 'VenuePage') return <VenueLandingBody page={page} />
      if (page.__typename === 'PartnerPage')
        return (
          <PartnerPageBody
            ctaText={page.ctaText}
            ctaButtonText={page.ctaButtonText}
            signUpUrl={ctaButtonLink({ landingVariant: 'partner', page })}
            signInUrl={page.signInUrl}
            cityName={cityName}
          />
        )
      const fixedCity =
        page.city && cityName && page.mapCenter
          ? { city: page.city, cityName, mapCenter: page.mapCenter }
          : null
      return (
        <ActivitiesOverview
          variant={data.variant}
          city={fixedCity}
          activities={content.activities?.activities ?? []}
          availableActivityTypes={content.activities?.availableActivityTypes ?? []}
          activityTypeOptions={product?.activityTypeOptions ?? null}
          cities={content.cities}
          isStreaming={data.isStreaming}
          mapCenter={page.mapCenter ?? null}
          purchase={purchaseConfigOf({
            landingVariant: data.landingVariant,
            variant: data.variant,
            page,
          })}
          sharedActivity={data.sharedActivity}
          venueCountHeading={
            fixedCity
              ? venueCountHeading(
                  venueCountFor(content.venueCounts, fixedCity.cityName),
                  fixedCity.cityName,
                )
              : null
          }
        />
      )
    },
    'how-it-works': () =>
      isPartnerPage ? null : (
        <HowItWorks
          signUpImageType={signUpImageType(
            page.ctaButtonText,
            product?.ctaConfig.signUpImageType as 'buy' | 'try' | 'join' | null | undefined,
          )}
          modals={stepModals(data)}
          hideCopyPrices={product?.hideCopyPrices ?? false}
          variant={product?.layoutConfig.howItWorksVariant}
        />
      ),
    'learn-more': () => (
      <LearnMore
        testimonials={content.testimonials}
        hidePartnerBanner={isPartnerPage}
        trustWidgetIds={product?.trustWidgetIds}
      >
        {learnMoreText}
      </LearnMore>
    ),
    testimonials: () => null,
    'review-badges': () => null,
    'become-a-partner': () => null,
    'as-seen-in': () => <AsSeenIn tone={isPartnerPage ? 'colour' : 'grey'} />,
    video: () => <VideoSection city={page.city} explainer={explainer} />,
    faqs: () => <FaqSection faqs={faqs} />,
    footer: () => null,
  }

  return (
    <>
      <SiteHeader
        hideBrand={product?.hideMoveLogo ?? false}
        signIn={page.signInUrl ? <SignInLink href={page.signInUrl} /> : null}
      />
      <main id="main">
        <LandingSections
          order={renderedSections(layout, faqs.length > 0, variantRoom)}
          render={render}
          layout={layout}
          room={variantRoom}
        />
      </main>
      <SiteFooter year={year} isPartnerPage={isPartnerPage} />
      {options.cookieNoticeHidden ? null : <CookieNotice />}
      <PageView />
      <MarketingCalls />
      <JsonLdScript data={landingJsonLd(data)} />
    </>
  )
}
