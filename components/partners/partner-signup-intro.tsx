import type { ReactNode } from 'react'
import { Eyebrow } from '@/components/landing/section'
import { BRAND } from '@/lib/brand'
import { LINKS } from '@/lib/links'
import {
  Wrapper,
  Grid,
  Pitch,
  Lead,
  Benefits,
  SignIn,
  FormCard,
} from './partner-signup-intro.styles'

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
