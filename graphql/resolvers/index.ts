import type { Resolvers } from '../generated/resolvers-types'
import { activitiesResolvers } from './activities'
import { citiesResolvers } from './cities'
import { configResolvers } from './config'
import { faqsResolvers } from './faqs'
import { packagesResolvers } from './packages'
import { searchResolvers } from './search'
import { testimonialsResolvers } from './testimonials'
import { textsResolvers } from './texts'
import { venueCountsResolvers } from './venue-counts'
import { venueDetailsResolvers } from './venue-details'
import { venuePageResolvers } from './venue-page'

/** One resolver map per concern; makeExecutableSchema merges them. */
export const resolvers: Resolvers[] = [
  configResolvers,
  venuePageResolvers,
  venueDetailsResolvers,
  textsResolvers,
  packagesResolvers,
  citiesResolvers,
  activitiesResolvers,
  searchResolvers,
  venueCountsResolvers,
  faqsResolvers,
  testimonialsResolvers,
]
