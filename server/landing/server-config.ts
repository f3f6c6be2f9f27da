/**
 * Landing config and package listing for server code that is not a page (route handlers):
 * the GraphQL schema executed in-process against the given database, exactly as pages get it
 * through Apollo's schema link, so a route and the page it serves read the same config.
 */
import { execute, type GraphQLError } from 'graphql'
import { createContext } from '@/graphql/context'
import { schema } from '@/graphql/schema'
import type { Database } from '@/server/db/client'
import {
  GetConfigDocument,
  PackagesDocument,
  type GetConfigQuery,
  type PackagesQuery,
} from '@/graphql/generated/client/graphql'
import type { LandingPath } from '@/lib/landing/landing-path'
import type { ConfigQueryArgs } from '@/lib/landing/query-flags'

export type LandingConfig = GetConfigQuery['config']
export type PackageListing = PackagesQuery['packageListingByCity']

export type LandingConfigResult =
  | { ok: true; config: LandingConfig }
  | { ok: false; reason: 'not-found' | 'error'; message: string }

function isNotFound(errors: readonly GraphQLError[]): boolean {
  return errors.some((error) => error.extensions?.code === 'NOT_FOUND')
}

/** The config of a landing path with the query's arguments; drafts only when `preview`. */
export async function loadLandingConfig(
  db: Database,
  landing: LandingPath,
  args: Partial<ConfigQueryArgs> = {},
  preview = false,
): Promise<LandingConfigResult> {
  try {
    const result = await execute({
      schema,
      document: GetConfigDocument,
      variableValues: {
        variant: landing.variant,
        city: landing.city ?? null,
        urlSlug: landing.urlSlug ?? null,
        variantRef: args.variantRef ?? null,
        isTargetedCampaign: args.isTargetedCampaign ?? false,
        isTargetedCity: args.isTargetedCity ?? false,
        isBrandSearch: args.isBrandSearch ?? false,
      },
      contextValue: createContext({ db, preview }),
    })
    const config = (result.data as GetConfigQuery | null | undefined)?.config
    if (result.errors?.length || !config) {
      const errors = result.errors ?? []
      return isNotFound(errors)
        ? { ok: false, reason: 'not-found', message: errors[0]?.message ?? 'Not found' }
        : { ok: false, reason: 'error', message: 'Could not get config' }
    }
    return { ok: true, config }
  } catch {
    return { ok: false, reason: 'error', message: 'Could not get config' }
  }
}

/** A city's package listing, or null when it cannot be loaded (the CTA then falls back). */
export async function loadPackageListing(
  db: Database,
  city: string,
): Promise<PackageListing | null> {
  try {
    const result = await execute({
      schema,
      document: PackagesDocument,
      variableValues: { city },
      contextValue: createContext({ db }),
    })
    const listing = (result.data as PackagesQuery | null | undefined)?.packageListingByCity
    // Partial errors are tolerated (spec §7): whatever listing came back is used.
    return listing ?? null
  } catch {
    return null
  }
}
