'use client'

import { ApolloBrowserProvider } from '@/components/providers/apollo-browser-provider'
import { DiscoveryApp } from './discovery-app'
import type { DiscoveryIslandProps } from './discovery-types'

/** The lazily loaded discovery chunk: Apollo, maplibre and the map UI travel together. */
export function DiscoveryIsland(props: DiscoveryIslandProps) {
  return (
    <ApolloBrowserProvider>
      <DiscoveryApp {...props} />
    </ApolloBrowserProvider>
  )
}
