/** The content desk's three collections, by the kind in its addresses. */
import type { ContentKind } from '@/lib/content/content-routes'
import type { ContentCollection } from './content-row-collection'
import { faqCollection } from './faq-collection'
import { testimonialCollection } from './testimonial-collection'
import { textCollection } from './text-collection'

export const CONTENT_COLLECTIONS: Readonly<Record<ContentKind, ContentCollection>> = {
  texts: textCollection,
  faqs: faqCollection,
  testimonials: testimonialCollection,
}
