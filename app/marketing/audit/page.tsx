import type { Metadata } from 'next'
import { AuditTable } from '@/components/marketing/audit-table'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { DeskButton, Field, FieldRow } from '@/components/marketing/desk.styles'
import { AUDIT_CSV_PATH, AUDIT_PATH, pathWithQuery } from '@/lib/marketing/desk-routes'
import { getDatabase } from '@/server/db'
import { auditFilterOf, listAuditEntries } from '@/server/desk/audit-log'
import { requireStaffPage } from '@/server/desk/staff-access'

export const metadata: Metadata = { title: 'Audit log' }

type SearchParams = Record<string, string | string[] | undefined>

/** Who did what on the desk: the newest 200 entries, by action or subject. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams
  const staff = await requireStaffPage('audit.read', pathWithQuery(AUDIT_PATH, query))
  const { db } = await getDatabase()
  const filter = auditFilterOf(query)
  const entries = await listAuditEntries(db, { ...filter, limit: 200 })
  const csvQuery = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as string[][])
  return (
    <DeskFrame current={AUDIT_PATH} staff={staff}>
      <h1>Audit log</h1>
      <p>
        Every sign-in (and failed attempt), staff change, preview, save, publish, export, erasure
        and application update, newest first.
      </p>
      <form method="get" action={AUDIT_PATH} aria-label="Filter the audit log">
        <FieldRow>
          <Field>
            <label htmlFor="audit-action">Action</label>
            <input
              id="audit-action"
              name="action"
              defaultValue={filter.action}
              placeholder="e.g. auth.sign-in"
            />
          </Field>
          <Field>
            <label htmlFor="audit-subject">Subject</label>
            <input id="audit-subject" name="subject" defaultValue={filter.subject} />
          </Field>
          <DeskButton type="submit">Show</DeskButton>
        </FieldRow>
      </form>
      <p>
        <a href={csvQuery.size > 0 ? `${AUDIT_CSV_PATH}?${csvQuery}` : AUDIT_CSV_PATH} download>
          Download these entries (CSV)
        </a>
      </p>
      <AuditTable entries={entries} />
    </DeskFrame>
  )
}
