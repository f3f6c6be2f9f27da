import type { ReactNode } from 'react'
import { Container } from '@/components/layout/container'
import { CtaLink } from '@/components/landing/cta-link'
import { Section, SectionHeading, SectionIntro } from '@/components/landing/section'
import { BRAND } from '@/lib/brand'
import {
  Benefits,
  BenefitTitle,
  Steps,
  StepTitle,
  Part,
  CtaPanel,
  CtaText,
  SignIn,
} from './partner-page-body.styles'

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
        <SectionHeading level={headingAs} id="partner-pitch-heading">
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
              <BenefitTitle level={Sub}>{benefit.title}</BenefitTitle>
              <p>{benefit.text}</p>
            </li>
          ))}
        </Benefits>

        <Part>
          <SectionHeading level={Sub} data-level="sub" id="partner-steps-heading">
            How partnering works
          </SectionHeading>
          <Steps aria-labelledby="partner-steps-heading">
            {PARTNERING_STEPS.map((step) => (
              <li key={step.title}>
                <StepTitle level={Item}>{step.title}</StepTitle>
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
