/**
 * The catalogue seam: every read of the catalogue and its visibility rules (drafts, streaming,
 * preview). Server-only: importing it from a client component fails the build.
 */
import 'server-only'

export { Catalogue, openCatalogue } from './catalogue'
export {
  isKnownCity,
  type CatalogueStats,
  type CityInfo,
  type PassportCounts,
} from './catalogue-stats'
export type { ActivityListRow, ActivityParent, VenueParent } from './activity-record'
export type { LandingConfigQuery, LandingConfigRecord, LandingConfigResult } from './landing-config'
export type { LandingKind, LandingPageRow, PartnerOffer, VenueRow } from './landing-pages'
export type { FaqRow, PackageRow, TextRow } from './content'
export type { Loaders, TimeslotRow, VenueStats } from './loaders'
export { PUBLIC_VIEWER, canSee, type Viewer } from './visibility'
