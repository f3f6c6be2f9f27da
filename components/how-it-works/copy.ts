import { BRAND } from '@/lib/brand'
import type { HowItWorksStepArt } from '@/lib/images/generated-images'
import type { SignUpImageType } from '@/lib/landing/sign-up-image-type'
import { formatPrice, TASTER_WEEKLY_PRICE } from '@/lib/pricing/format-price'

/** Our copy for the four steps (the spec names only 'Step N', 'Discover' and 'discover more'). */
export interface StepCopy {
  heading: string
  text: string
}

export function signUpStepCopy(type: SignUpImageType, hideCopyPrices = false): StepCopy {
  switch (type) {
    case 'try':
      return hideCopyPrices
        ? {
            heading: 'Start your trial',
            text: 'Sign up in a couple of minutes and try it out, with no long commitment.',
          }
        : {
            heading: `Try it for ${formatPrice(TASTER_WEEKLY_PRICE)}`,
            text: `Sign up in a couple of minutes and start with the discovery taster at ${formatPrice(
              TASTER_WEEKLY_PRICE,
            )} per week.`,
          }
    case 'join':
      return {
        heading: 'Join the movement',
        text: `Sign up in a couple of minutes and join a community of people moving more with ${BRAND}.`,
      }
    case 'buy':
      return {
        heading: 'Choose your membership',
        text: 'Pick the plan that suits you and sign up online in a couple of minutes.',
      }
  }
}

/** Step 1's picture for the sign-up image type (spec §2) and its alt text: it carries meaning. */
export function signUpStepArt(
  type: SignUpImageType,
  hideCopyPrices = false,
): { art: HowItWorksStepArt; alt: string } {
  switch (type) {
    case 'try':
      return hideCopyPrices
        ? { art: 'sign-up-try-unpriced', alt: 'A price tag for trying it out' }
        : {
            art: 'sign-up-try',
            alt: `A ${formatPrice(TASTER_WEEKLY_PRICE)} price tag for trying it out`,
          }
    case 'join':
      return { art: 'sign-up-join', alt: 'A group of people joining together' }
    case 'buy':
      return { art: 'sign-up-buy', alt: 'A membership being bought on a phone' }
  }
}

export const DISCOVER_STEP_TEXT =
  'Browse gyms, pools, studios and classes near you, all in one place.'

export const BOOK_STEP_COPY: StepCopy = {
  heading: 'Book in seconds',
  text: 'Pick a time that suits you, reserve your spot in a few taps and just turn up.',
}

export const KEEP_MOVING_STEP_COPY: StepCopy = {
  heading: 'Keep moving',
  text: 'Mix it up every week with new activities and new venues, all on one membership.',
}

/** Spec §2: steps 3 and 4 carry 'discover more'. */
export const DISCOVER_MORE = 'discover more'
/** Our label for the modal links of steps 1 and 2. */
export const FIND_OUT_MORE = 'Find out more'
