/**
 * Partner applications for the desk: a page at a time (newest first, optionally one status),
 * counts per status, status and notes updates, and the CSV export. The partner account's
 * password hash and the form token are never selected.
 */
import { asc, count, desc, eq, gt, type SQL } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { partnerApplications } from '@/server/db/schema'
import type { ApplicationStatus } from '@/lib/marketing/application-status'
import { pageWindow, type PageWindow } from '@/lib/marketing/pagination'
import type { CsvSource } from '@/server/desk/csv-stream'

export const APPLICATIONS_PAGE_SIZE = 20

/** Everything staff see: every column but passwordHash and formToken. */
const visibleColumns = {
  id: partnerApplications.id,
  reference: partnerApplications.reference,
  venueName: partnerApplications.venueName,
  venueType: partnerApplications.venueType,
  city: partnerApplications.city,
  address: partnerApplications.address,
  postcode: partnerApplications.postcode,
  contactName: partnerApplications.contactName,
  email: partnerApplications.email,
  phone: partnerApplications.phone,
  website: partnerApplications.website,
  activities: partnerApplications.activities,
  about: partnerApplications.about,
  partnership: partnerApplications.partnership,
  marketingOptIn: partnerApplications.marketingOptIn,
  status: partnerApplications.status,
  notes: partnerApplications.notes,
  createdAt: partnerApplications.createdAt,
  updatedAt: partnerApplications.updatedAt,
}

export type DeskApplication = {
  id: number
  reference: string
  venueName: string
  venueType: string
  city: string
  address: string
  postcode: string
  contactName: string
  email: string
  phone: string
  website: string | null
  activities: string[]
  about: string
  partnership: string
  marketingOptIn: boolean
  status: ApplicationStatus
  notes: string
  createdAt: Date
  updatedAt: Date
}

function statusWhere(status: ApplicationStatus | null): SQL | undefined {
  return status === null ? undefined : eq(partnerApplications.status, status)
}

export async function listApplications(
  db: Database,
  status: ApplicationStatus | null,
  requestedPage: number,
): Promise<{ applications: DeskApplication[]; window: PageWindow }> {
  const [total] = await db
    .select({ value: count() })
    .from(partnerApplications)
    .where(statusWhere(status))
  const window = pageWindow(requestedPage, total?.value ?? 0, APPLICATIONS_PAGE_SIZE)
  const applications = await db
    .select(visibleColumns)
    .from(partnerApplications)
    .where(statusWhere(status))
    .orderBy(desc(partnerApplications.createdAt), desc(partnerApplications.id))
    .limit(window.limit)
    .offset(window.offset)
  return { applications, window }
}

export async function countApplicationsByStatus(
  db: Database,
): Promise<Record<ApplicationStatus, number>> {
  const rows = await db
    .select({ status: partnerApplications.status, value: count() })
    .from(partnerApplications)
    .groupBy(partnerApplications.status)
  const counts: Record<ApplicationStatus, number> = {
    new: 0,
    contacted: 0,
    approved: 0,
    rejected: 0,
  }
  for (const row of rows) counts[row.status] = row.value
  return counts
}

/** The application's reference when it exists (and is now updated), else null. */
export async function updateApplication(
  db: Database,
  id: number,
  update: { status: ApplicationStatus; notes: string },
): Promise<string | null> {
  const [row] = await db
    .update(partnerApplications)
    .set({ status: update.status, notes: update.notes, updatedAt: new Date() })
    .where(eq(partnerApplications.id, id))
    .returning({ reference: partnerApplications.reference })
  return row?.reference ?? null
}

export const APPLICATIONS_CSV_HEADER = [
  'reference',
  'status',
  'venue_name',
  'venue_type',
  'city',
  'address',
  'postcode',
  'contact_name',
  'email',
  'phone',
  'website',
  'activities',
  'about',
  'partnership',
  'marketing_opt_in',
  'notes',
  'created_at',
  'updated_at',
] as const

export function applicationsCsvSource(db: Database): CsvSource {
  return {
    header: APPLICATIONS_CSV_HEADER,
    async batch(afterId, limit) {
      const rows = await db
        .select(visibleColumns)
        .from(partnerApplications)
        .where(gt(partnerApplications.id, afterId))
        .orderBy(asc(partnerApplications.id))
        .limit(limit)
      return rows.map((row) => ({
        id: row.id,
        cells: [
          row.reference,
          row.status,
          row.venueName,
          row.venueType,
          row.city,
          row.address,
          row.postcode,
          row.contactName,
          row.email,
          row.phone,
          row.website,
          row.activities.join('; '),
          row.about,
          row.partnership,
          row.marketingOptIn ? 'yes' : 'no',
          row.notes,
          row.createdAt,
          row.updatedAt,
        ],
      }))
    },
  }
}
