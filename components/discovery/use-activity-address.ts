'use client'

import { useEffect, useRef } from 'react'
import { getAnalytics } from '@/lib/analytics/client'
import { activityHref } from '@/lib/landing/activity-param'
import { MARKETING_ACTIONS } from '@/lib/marketing/actions'
import { reportMarketing } from '@/lib/marketing/report'

/** The analytics source id of the map's clicks (spec §7). */
export const ACTIVITY_MAP_SOURCE = 'activity-map'

/**
 * Keeps the open activity in the address (replacing the entry), so its link can be shared, and
 * reports each activity opened on the map (spec §7: a click event and a marketing action). A
 * shared link's activity was opened by the link, not on the map: it is not reported.
 */
export function useActivityAddress(selectedId: string | undefined, sharedId: string | null) {
  const reportedId = useRef(sharedId)
  useEffect(() => {
    const href = activityHref(window.location.href, selectedId ?? null)
    const current = `${window.location.pathname}${window.location.search}${window.location.hash}`
    if (href !== current) window.history.replaceState(window.history.state, '', href)
    if (selectedId && selectedId !== reportedId.current) {
      getAnalytics().click({ action: 'Click', source: ACTIVITY_MAP_SOURCE })
      reportMarketing({
        action: MARKETING_ACTIONS.openActivity,
        source: ACTIVITY_MAP_SOURCE,
        target: new URL(href, window.location.href).toString(),
      })
    }
    reportedId.current = selectedId ?? null
  }, [selectedId])
}
