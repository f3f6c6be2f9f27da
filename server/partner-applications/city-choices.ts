/**
 * The application's City select: the catalogue's cities by position, then Other. The page
 * renders these and the server validates against the same list.
 */
import { openCatalogue } from '@/server/catalogue'
import { STREAMING_CITY } from '@/lib/activity-types'
import type { Database } from '@/server/db/client'
import { OTHER_CITY, type Choice } from '@/lib/partner-application/fields'

export async function cityChoices(db: Database): Promise<Choice[]> {
  const { cities } = await openCatalogue(db).stats()
  return [
    ...cities
      .filter((city) => city.code !== STREAMING_CITY)
      .map((city) => ({ value: city.code, label: city.name })),
    OTHER_CITY,
  ]
}

/** The codes the server accepts (Other is accepted by the rules themselves). */
export function cityCodes(choices: readonly Choice[]): string[] {
  return choices.filter((choice) => choice.value !== OTHER_CITY.value).map((choice) => choice.value)
}
