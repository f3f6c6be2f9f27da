import type { CityInfo } from '@/server/catalogue'
import { notFound } from '../errors'
import type { City, Resolvers } from '../generated/resolvers-types'
import { cappedString, cityCode } from '../validate'

export function toCity(city: CityInfo): City {
  return { city: city.code, cityName: city.name, mapCenter: { lat: city.lat, lng: city.lng } }
}

/**
 * cities: every city by position. With urlSlug: the cities that landing page covers, its own
 * city or, for a page without one (the national page, a national partner offer), all of them.
 * An unknown slug (or a draft outside preview) is NOT_FOUND.
 *
 * city: one city by code. Unknown codes are NOT_FOUND rather than null, so a typo in a link
 * reads as an error; the field stays nullable in the contract.
 */
export const citiesResolvers: Resolvers = {
  Query: {
    cities: async (_, args, ctx) => {
      const stats = await ctx.catalogue.stats()
      const slug = cappedString('urlSlug', args.urlSlug)
      if (slug === null) return stats.cities.map(toCity)
      const page = await ctx.catalogue.pageBySlug(slug)
      if (!page) throw notFound(`No landing page has the urlSlug '${slug}'.`)
      if (page.cityCode === null) return stats.cities.map(toCity)
      const city = stats.cityByCode.get(page.cityCode)
      return city ? [toCity(city)] : []
    },

    city: async (_, args, ctx) => {
      const code = cityCode('city', args.city)
      const stats = await ctx.catalogue.stats()
      const city = stats.cityByCode.get(code)
      if (!city) throw notFound(`Unknown city '${code}'.`)
      return toCity(city)
    },
  },
}
