import { draftMode } from 'next/headers'
import { getDatabase } from '@/server/db'
import { recordAudit } from '@/server/desk/audit-log'
import { requireStaffRequest } from '@/server/desk/staff-access'
import { handlePreviewEnter } from '@/server/marketing/desk-actions'
import { deskChecks } from '@/server/marketing/desk-checks'
import { clientAddress } from '@/server/security/client-address'

export const dynamic = 'force-dynamic'

/** POST path=/offers/…: draft mode on for a signed-in staff member, then to the page. */
export async function POST(request: Request) {
  const access = await requireStaffRequest(request, 'draft.edit')
  if (!access.ok) return access.response
  const { db } = await getDatabase()
  return handlePreviewEnter(request, {
    db,
    isSameOrigin: deskChecks.isSameOrigin,
    enableDraftMode: async () => (await draftMode()).enable(),
    onPreview: (path) =>
      recordAudit(db, {
        actor: { id: access.staff.id, email: access.staff.email },
        action: 'offer.preview',
        subject: path,
        clientAddress: clientAddress(request),
      }),
  })
}
