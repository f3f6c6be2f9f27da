import { styled } from 'next-yak'
import { BRAND } from '@/lib/brand'
import { PARTNER_SIGNUP_PATH } from '@/lib/links'
import { colors, fonts, headingSizes, media, radii, space } from '@/styles/tokens'
import { CtaLink } from './cta-link'

const Banner = styled.aside`
  display: grid;
  gap: ${space.md};
  justify-items: center;
  margin-top: ${space.xxl};
  padding: ${space.xl} ${space.lg};
  border-radius: ${radii.lg};
  background: linear-gradient(120deg, ${colors.primaryDark} 0%, ${colors.primary} 100%);
  color: ${colors.surface};
  text-align: center;

  h2,
  h3 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${headingSizes.subsection};
    color: ${colors.surface};
  }

  p {
    margin: 0;
    max-width: 34rem;
  }

  ${media.atLeast.lg} {
    grid-template-columns: 1fr auto;
    justify-items: start;
    align-items: center;
    column-gap: ${space.xl};
    padding: ${space.xl} ${space.xxl};
    text-align: left;

    > a {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
  }
`

export interface PartnerBannerProps {
  /** The 'Become a Partner' link; our self-signup route by default. */
  href?: string
  /** The heading's level: 'h2' alone on a page, 'h3' inside another section. */
  headingAs?: 'h2' | 'h3'
  className?: string
}

/** The lower 'Become a Partner' banner (spec §1, §2): 'Health/Fitness Provider?'. */
export function PartnerBanner({
  href = PARTNER_SIGNUP_PATH,
  headingAs = 'h2',
  className,
}: PartnerBannerProps) {
  const Heading = headingAs
  return (
    <Banner className={className} aria-labelledby="partner-banner-heading">
      <Heading id="partner-banner-heading">Health/Fitness Provider?</Heading>
      <p>List your gym, studio or pool on {BRAND} and welcome new members from your area.</p>
      <CtaLink href={href} variant="inverse" size="compact" ctaLocation="partner-banner">
        Become a Partner
      </CtaLink>
    </Banner>
  )
}
