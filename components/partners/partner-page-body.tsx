import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '@/components/layout/container'
import { CtaLink } from '@/components/landing/cta-link'
import { Section, SectionHeading, SectionIntro } from '@/components/landing/section'
import { BRAND } from '@/lib/brand'
import {
  breakpoints,
  colors,
  fluidSize,
  fonts,
  media,
  radii,
  shadows,
  space,
} from '@/styles/tokens'

export interface PartnerPoint {
  title: string
  text: string
}

/**
 * Why list with us. No prices or figures; 'No listing fee' and 'Weekly payouts' are the terms
 * the product offers partners (the catalogue's partner pages say listing is free).
 */
export function partnerPageBenefits(cityName?: string | null): PartnerPoint[] {
  const where = cityName?.trim() || 'your area'
  return [
    {
      title: 'Reach new members',
      text: `People across ${where} use ${BRAND} to find somewhere new to train. Your listing puts you in front of them.`,
    },
    {
      title: 'No listing fee',
      text: `Listing your venue on ${BRAND} costs nothing. You are paid for the visits our members make.`,
    },
    {
      title: 'Weekly payouts',
      text: 'We pay you every week for the visits members made, so you are never waiting long.',
    },
  ]
}

/** 'How partnering works', in three steps. */
export const PARTNERING_STEPS: readonly PartnerPoint[] = [
  {
    title: 'Sign up',
    text: 'Tell us about your venue: what you offer, when and where.',
  },
  {
    title: 'Set up your listing',
    text: 'Add your timetable, photos and amenities so members know what to expect.',
  },
  {
    title: 'Welcome members',
    text: `${BRAND} members book and visit, and you are paid for every visit.`,
  },
]

const Benefits = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.lg};
  margin: 0;
  padding: 0;

  ${media.atLeast(breakpoints.tablet)} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    display: grid;
    align-content: start;
    gap: ${space.sm};
    padding: ${space.lg};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    box-shadow: ${shadows.card};
  }

  svg {
    box-sizing: content-box;
    padding: ${space.sm};
    border-radius: ${radii.pill};
    background: ${colors.accent};
    color: ${colors.surface};
  }

  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const BenefitTitle = styled.h3`
  margin: ${space.xs} 0 0;
  color: ${colors.ink};
  font-size: 1.25rem;
`

const Steps = styled.ol`
  list-style: none;
  counter-reset: partner-step;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.lg};
  margin: 0;
  padding: 0;

  ${media.atLeast(breakpoints.tablet)} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    counter-increment: partner-step;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${space.md};
    align-content: start;
  }

  /* The step number, drawn from the list's own counter (the <ol> already says 'item N'). */
  li::before {
    content: counter(partner-step);
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${radii.pill};
    background: ${colors.primary};
    color: ${colors.surface};
    font-family: ${fonts.display};
    font-size: 1.25rem;
    font-weight: 700;
  }

  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const StepTitle = styled.h4`
  margin: ${space.sm} 0 ${space.xs};
  color: ${colors.ink};
  font-size: 1.125rem;
`

const Part = styled.div`
  margin-top: ${space.xxl};
`

const CtaPanel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.lg};
  margin-top: ${space.xxl};
  /* Narrow padding on the smallest phones leaves the CTA its 256 px minimum at 320 px. */
  padding: ${space.xl} ${space.md};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  text-align: center;

  ${media.atLeast(breakpoints.sm)} {
    padding: ${space.xl} ${space.lg};
  }

  ${media.atLeast(breakpoints.lg)} {
    padding: ${space.xl} ${space.xxl};
  }
`

const CtaText = styled.p`
  margin: 0;
  max-width: 40rem;
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: ${fluidSize(1.375, 1.875)};
  font-weight: 700;
  line-height: 1.2;
`

const SignIn = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space.sm} ${space.md};
  margin: 0;
  color: ${colors.muted};
`

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      {children}
    </svg>
  )
}

/** People, a price tag struck through, a calendar: one per benefit, decorative. */
const BENEFIT_ICONS: readonly ReactNode[] = [
  <Icon key="reach">
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18.5 14.5a6.5 6.5 0 0 1 3 5.5" />
  </Icon>,
  <Icon key="fee">
    <path d="M3 12.5V4h8.5l9 9-8.5 8.5z" />
    <circle cx="7.5" cy="8.5" r="1.5" />
    <path d="M3 21L21 3" />
  </Icon>,
  <Icon key="weekly">
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M8.5 15.5l2.5 2.5 4.5-4.5" />
  </Icon>,
]

export interface PartnerPageBodyProps {
  /** PartnerPage.ctaText: the closing pitch above the buttons. */
  ctaText: string
  /** PartnerPage.ctaButtonText: the primary button ('Become a Partner'). */
  ctaButtonText: string
  /** PartnerPage.signUpUrl: where the primary button goes. */
  signUpUrl: string
  /** PartnerPage.signInUrl: the secondary 'Partner Sign In' link. */
  signInUrl: string
  /** PartnerPage.cityName; national pages have none. */
  cityName?: string | null
  /** 'h2' under the page's hero (default), 'h1' when the body is the whole page. */
  headingAs?: 'h1' | 'h2'
}

/**
 * The partner page's body (spec §1): the pitch to health and fitness providers —
 * 'Health/Fitness Provider?', three benefits, how partnering works in three steps, then the
 * sign-up call to action and 'Partner Sign In'. Server-rendered, plain links only.
 */
export function PartnerPageBody({
  ctaText,
  ctaButtonText,
  signUpUrl,
  signInUrl,
  cityName,
  headingAs = 'h2',
}: PartnerPageBodyProps) {
  const Sub = headingAs === 'h1' ? 'h2' : 'h3'
  const Item = headingAs === 'h1' ? 'h3' : 'h4'
  const city = cityName?.trim()
  return (
    <Section id="partner-pitch" data-tone="subtle" aria-labelledby="partner-pitch-heading">
      <Container>
        <SectionHeading as={headingAs} id="partner-pitch-heading">
          Health/Fitness Provider?
        </SectionHeading>
        <SectionIntro>
          <p>
            List your gym, studio, pool or club on {BRAND} and welcome new members
            {city ? ` from across ${city}` : ' from your area'}.
          </p>
        </SectionIntro>

        <Benefits aria-label={`Why partner with ${BRAND}`}>
          {partnerPageBenefits(city).map((benefit, index) => (
            <li key={benefit.title}>
              {BENEFIT_ICONS[index]}
              <BenefitTitle as={Sub}>{benefit.title}</BenefitTitle>
              <p>{benefit.text}</p>
            </li>
          ))}
        </Benefits>

        <Part>
          <SectionHeading as={Sub} data-level="sub" id="partner-steps-heading">
            How partnering works
          </SectionHeading>
          <Steps aria-labelledby="partner-steps-heading">
            {PARTNERING_STEPS.map((step) => (
              <li key={step.title}>
                <StepTitle as={Item}>{step.title}</StepTitle>
                <p>{step.text}</p>
              </li>
            ))}
          </Steps>
        </Part>

        <CtaPanel>
          <CtaText>{ctaText}</CtaText>
          <CtaLink href={signUpUrl} ctaLocation="partner-page">
            {ctaButtonText}
          </CtaLink>
          <SignIn>
            <span>Already a partner?</span>
            <CtaLink
              href={signInUrl}
              variant="secondary"
              size="compact"
              ctaLocation="partner-page-sign-in"
            >
              Partner Sign In
            </CtaLink>
          </SignIn>
        </CtaPanel>
      </Container>
    </Section>
  )
}
