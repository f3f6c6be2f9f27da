import { countLabel } from '@/lib/format/count'
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@/lib/marketing/application-status'
import { APPLICATIONS_CSV_PATH, APPLICATIONS_PATH } from '@/lib/marketing/desk-routes'
import type { PageWindow } from '@/lib/marketing/pagination'
import type { DeskApplication } from '@/server/marketing/applications-query'
import { ApplicationCard } from './application-card'
import { DeskButton, Field, FieldRow } from './desk.styles'
import { Pager } from './pager'

/** The filter, the export link, one card per application and the pages. */
export function ApplicationsSection({
  status,
  counts,
  applications,
  window,
  savedId,
  canUpdate,
  canExport,
}: {
  status: ApplicationStatus | null
  counts: Record<ApplicationStatus, number>
  applications: DeskApplication[]
  window: PageWindow
  savedId: number | null
  /** The viewer's role may save status and notes (the server checks again). */
  canUpdate: boolean
  canExport: boolean
}) {
  const href = (page: number) => {
    const params = new URLSearchParams({ page: String(page) })
    if (status) params.set('status', status)
    return `${APPLICATIONS_PATH}?${params}`
  }
  return (
    <>
      <form method="get" action={APPLICATIONS_PATH} aria-label="Filter applications">
        <FieldRow>
          <Field>
            <label htmlFor="application-filter">Status</label>
            <select id="application-filter" name="status" defaultValue={status ?? ''}>
              <option value="">
                All ({counts.new + counts.contacted + counts.approved + counts.rejected})
              </option>
              {APPLICATION_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {APPLICATION_STATUS_LABELS[value]} ({counts[value]})
                </option>
              ))}
            </select>
          </Field>
          <DeskButton type="submit">Show</DeskButton>
        </FieldRow>
      </form>
      {canExport ? (
        <p>
          <a href={APPLICATIONS_CSV_PATH} download>
            Download every application (CSV)
          </a>
        </p>
      ) : null}
      <p>
        {countLabel(window.total, 'application', 'applications')}
        {window.pageCount > 1 ? `, page ${window.page} of ${window.pageCount}` : ''}.
      </p>
      {applications.map((application) => (
        <ApplicationCard
          key={application.id}
          application={application}
          saved={application.id === savedId}
          returnPage={window.page}
          filter={status}
          canUpdate={canUpdate}
        />
      ))}
      <Pager label="Applications" window={window} href={href} />
    </>
  )
}
