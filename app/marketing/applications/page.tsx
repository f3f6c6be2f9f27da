import type { Metadata } from 'next'
import { ApplicationsSection } from '@/components/marketing/applications-section'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { isApplicationStatus } from '@/lib/marketing/application-status'
import { APPLICATIONS_PATH, pathWithQuery } from '@/lib/marketing/desk-routes'
import { parsePageNumber } from '@/lib/marketing/pagination'
import { countApplicationsByStatus, listApplications } from '@/server/marketing/applications-query'
import { getDatabase } from '@/server/db'
import { takePageFlash } from '@/server/desk/flash'
import { requireStaffPage } from '@/server/desk/staff-access'
import { can } from '@/lib/desk/permissions'

export const metadata: Metadata = { title: 'Partner applications' }

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export default async function ApplicationsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>
}) {
  const query = await searchParams
  const staff = await requireStaffPage('desk.read', pathWithQuery(APPLICATIONS_PATH, query))
  const { db } = await getDatabase()
  const requestedStatus = first(query.status)
  const status = isApplicationStatus(requestedStatus) ? requestedStatus : null
  const [list, counts, flash] = await Promise.all([
    listApplications(db, status, parsePageNumber(query.page)),
    countApplicationsByStatus(db),
    takePageFlash(),
  ])
  return (
    <DeskFrame current={APPLICATIONS_PATH} staff={staff}>
      <h1>Partner applications</h1>
      <ApplicationsSection
        status={status}
        counts={counts}
        applications={list.applications}
        window={list.window}
        savedId={flash?.kind === 'application-saved' ? flash.id : null}
        canUpdate={can(staff.role, 'applications.update')}
        canExport={can(staff.role, 'applications.export')}
      />
    </DeskFrame>
  )
}
