'use client'

import { LandingError } from '@/components/landing/landing-error'

/** The landing pages' error boundary (spec §8 'Could not get config'). */
export default LandingError
