/** Testimonials (spec §3): members (Customer) and venue owners (Partner). All invented. */
import { BRAND } from '@/lib/brand'
import { testimonialImageUrl } from '@/lib/images/generated-images'
import { PARTNER_TESTIMONIAL_NAMES, TESTIMONIAL_NAMES } from './names'
import type { TestimonialRow } from './types'

const CUSTOMER_TEXTS = [
  `I tried bouldering, reformer pilates and a salsa class in my first month. ${BRAND} got me out of a gym rut.`,
  'Moving cities meant leaving my gym behind. Now I train wherever I am and the app makes booking easy.',
  'The taster week was a no-brainer. Three months on I swim twice a week and never miss yoga on Sundays.',
  'As a shift worker I need early and late sessions. There is always something on, somewhere nearby.',
  'I was nervous about trying martial arts. The map showed me a beginners class round the corner and I loved it.',
  `Cheaper than my old gym and I actually use it. ${BRAND} is the best thing I signed up to this year.`,
  'Great for variety. I mix spin, climbing and a lane swim every week and never get bored.',
  'Customer support sorted a booking problem in minutes. Friendly people and great venues.',
] as const

const PARTNER_TEXTS = [
  `Our quieter daytime classes now fill up with ${BRAND} members, and many of them stay on as regulars.`,
  'Setting up took an afternoon. We get paid every month without chasing a thing.',
  `${BRAND} members are some of our most enthusiastic customers. It has grown our beginners nights.`,
  'We control exactly which sessions are listed, so peak times stay free for our swim club.',
  'A steady stream of new faces who would never have found us otherwise.',
] as const

export function buildTestimonials(): TestimonialRow[] {
  const customers = TESTIMONIAL_NAMES.map((name, i) => ({
    type: 'Customer' as const,
    name,
    text: CUSTOMER_TEXTS[i % CUSTOMER_TEXTS.length] ?? '',
    image: testimonialImageUrl(i),
    position: i,
  }))
  const partners = PARTNER_TESTIMONIAL_NAMES.map((name, i) => ({
    type: 'Partner' as const,
    name,
    text: PARTNER_TEXTS[i % PARTNER_TEXTS.length] ?? '',
    image: testimonialImageUrl(TESTIMONIAL_NAMES.length + i),
    position: i,
  }))
  return [...customers, ...partners].map((row, index) => ({ id: index + 1, ...row }))
}
