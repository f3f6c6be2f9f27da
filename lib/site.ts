import { BRAND } from './brand'

/** The public origin, for canonical URLs and absolute links in metadata. */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
)

export const DEFAULT_TITLE = `${BRAND}: gyms, classes and pools near you`
export const DEFAULT_DESCRIPTION = `Discover yoga, fitness classes, swimming, martial arts, gyms, dance and climbing across the UK with one ${BRAND} membership. Try your first activity for £1.`
