import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '@/components/layout/container'
import { Eyebrow } from '@/components/landing/section'
import { BRAND } from '@/lib/brand'
import { LINKS } from '@/lib/links'
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

export const PARTNER_BENEFITS = [
  {
    title: 'Reach new members',
    text: `People across your city use ${BRAND} to find somewhere new to train.`,
  },
  {
    title: 'Fill quiet times',
    text: 'Welcome members into off-peak classes and sessions that have room.',
  },
  {
    title: 'Paid for visits',
    text: 'You are paid for the visits our members make to you.',
  },
  {
    title: 'Your listing, your way',
    text: 'Keep your timetable, photos and details up to date yourself.',
  },
] as const

const Wrapper = styled.section`
  padding: ${space.xl} 0;
  background: linear-gradient(180deg, ${colors.subtle} 0%, ${colors.surface} 60%);

  ${media.atLeast(breakpoints.lg)} {
    padding: ${space.xxl} 0;
  }
`

const Grid = styled(Container)`
  display: grid;
  gap: ${space.xl};
  align-items: start;

  ${media.atLeast(breakpoints.tabletLarge)} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space.xxl};
  }
`

const Pitch = styled.div`
  h1 {
    margin: 0 0 ${space.md};
    font-family: ${fonts.display};
    font-size: ${fluidSize(2, 3)};
    letter-spacing: -0.02em;
    color: ${colors.ink};
  }
`

const Lead = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.muted};
  font-size: 1.125rem;
`

const Benefits = styled.ul`
  list-style: none;
  display: grid;
  gap: ${space.md};
  margin: 0 0 ${space.lg};
  padding: 0;

  li {
    display: grid;
    grid-template-columns: 32px 1fr;
    column-gap: ${space.md};
  }

  li::before {
    content: '';
    grid-row: span 2;
    width: 32px;
    height: 32px;
    border-radius: ${radii.pill};
    background: ${colors.accent}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M5 12l5 5 9-10'/%3E%3C/svg%3E")
      center / 18px no-repeat;
  }

  strong {
    color: ${colors.ink};
  }

  span {
    color: ${colors.muted};
  }
`

const SignIn = styled.p`
  margin: 0;
  color: ${colors.muted};

  a {
    font-weight: 600;
  }
`

const FormCard = styled.div`
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};

  ${media.atLeast(breakpoints.tablet)} {
    padding: ${space.xl};
  }
`

export interface PartnerSignupIntroProps {
  /** The sign-up form (a client island or a server form). */
  children?: ReactNode
  heading?: string
  /** The 'Partner Sign In' link for existing partners. */
  signInUrl?: string
}

/** The body of /partner-self-signup: pitch, benefits and a slot for the form. */
export function PartnerSignupIntro({
  children,
  heading = 'Become a Partner',
  signInUrl = LINKS.partnerSignIn,
}: PartnerSignupIntroProps) {
  return (
    <Wrapper aria-labelledby="partner-signup-heading">
      <Grid>
        <Pitch>
          <Eyebrow>Health/Fitness Provider?</Eyebrow>
          <h1 id="partner-signup-heading">{heading}</h1>
          <Lead>
            List your gym, studio, pool or club on {BRAND} and welcome new members from your area.
          </Lead>
          <Benefits aria-label="Why partner with us">
            {PARTNER_BENEFITS.map((benefit) => (
              <li key={benefit.title}>
                <strong>{benefit.title}</strong>
                <span>{benefit.text}</span>
              </li>
            ))}
          </Benefits>
          <SignIn>
            Already a partner? <a href={signInUrl}>Partner Sign In</a>
          </SignIn>
        </Pitch>
        {children ? <FormCard>{children}</FormCard> : null}
      </Grid>
    </Wrapper>
  )
}
