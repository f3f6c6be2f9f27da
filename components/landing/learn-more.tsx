import type { ReactNode } from 'react'
import { styled } from 'next-yak'
import { space } from '@/styles/tokens'
import { Container } from '@/components/layout/container'
import type { TrustWidgetIds } from '@/lib/review-badges'
import { PartnerBanner } from './partner-banner'
import { ReviewBadges } from './review-badges'
import { Section, SectionHeading, SectionIntro } from './section'
import { Testimonials, toTestimonials } from './testimonials'

const Customers = styled.div`
  margin-top: ${space.xxl};
`

export interface LearnMoreProps {
  /** The short body under 'Tempted? Learn More' (e.g. <TextContent> of a CMS text). */
  children?: ReactNode
  /**
   * The API's testimonials, unchecked (spec §8: missing, not an array or empty, the testimonials
   * part renders nothing, its heading included).
   */
  testimonials?: unknown
  /** Cap on the testimonial cards. */
  maxTestimonials?: number
  /** The lower banner's 'Become a Partner' link. */
  partnerHref?: string
  /** Leave out the lower 'Become a Partner' banner. */
  hidePartnerBanner?: boolean
  /** The page config's trust-widget ids (product pages): which review badges show, linked. */
  trustWidgetIds?: TrustWidgetIds | null
}

/**
 * The learn-more section (spec §2, anchor 'learn-more'): 'Tempted? Learn More', a short body,
 * 'What our customers are saying' with testimonials (only when there are some), the review
 * badges (always), then the lower 'Become a Partner' banner.
 */
export function LearnMore({
  children,
  testimonials,
  maxTestimonials,
  partnerHref,
  hidePartnerBanner = false,
  trustWidgetIds,
}: LearnMoreProps) {
  const cards = toTestimonials(testimonials).slice(0, maxTestimonials)
  return (
    <Section id="learn-more" data-tone="subtle" aria-labelledby="learn-more-heading">
      <Container>
        <SectionHeading level="h2" id="learn-more-heading">
          Tempted? Learn More
        </SectionHeading>
        {children ? <SectionIntro>{children}</SectionIntro> : null}
        <Customers>
          {cards.length > 0 ? (
            <>
              <SectionHeading level="h3" data-level="sub" id="testimonials-heading">
                What our customers are saying
              </SectionHeading>
              <Testimonials testimonials={cards} />
            </>
          ) : null}
          <ReviewBadges trustWidgetIds={trustWidgetIds} />
        </Customers>
        {hidePartnerBanner ? null : <PartnerBanner href={partnerHref} headingAs="h3" />}
      </Container>
    </Section>
  )
}
