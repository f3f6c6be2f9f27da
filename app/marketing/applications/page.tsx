import type { Metadata } from 'next'
import { ApplicationsSection } from '@/components/marketing/applications-section'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { isApplicationStatus } from '@/lib/marketing/application-status'
import { APPLICATIONS_PATH } from '@/lib/marketing/desk-routes'
import { parsePageNumber } from '@/lib/marketing/pagination'
import { countApplicationsByStatus, listApplications } from '@/server/marketing/applications-query'
import { pathWithQuery, requireStaff } from '@/server/marketing/staff-page'

export const metadata: Metadata = { title: 'Partner applications' }

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export default async function ApplicationsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>
}) {
  const query = await searchParams
  const { db } = await requireStaff(pathWithQuery(APPLICATIONS_PATH, query))
  const requestedStatus = first(query.status)
  const status = isApplicationStatus(requestedStatus) ? requestedStatus : null
  const [list, counts] = await Promise.all([
    listApplications(db, status, parsePageNumber(query.page)),
    countApplicationsByStatus(db),
  ])
  const saved = Number(first(query.saved))
  return (
    <DeskFrame current={APPLICATIONS_PATH}>
      <h1>Partner applications</h1>
      <ApplicationsSection
        status={status}
        counts={counts}
        applications={list.applications}
        window={list.window}
        savedId={Number.isInteger(saved) ? saved : null}
      />
    </DeskFrame>
  )
}
