import type { Metadata } from 'next'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { StaffSection } from '@/components/marketing/staff-section'
import { STAFF_PATH } from '@/lib/marketing/desk-routes'
import { getDatabase } from '@/server/db'
import { takePageFlash } from '@/server/desk/flash'
import { listStaff } from '@/server/desk/staff-admin'
import { requireStaffPage } from '@/server/desk/staff-access'

export const metadata: Metadata = { title: 'Staff' }

export default async function StaffPage() {
  const staff = await requireStaffPage('staff.manage', STAFF_PATH)
  const { db } = await getDatabase()
  const [rows, flash] = await Promise.all([listStaff(db), takePageFlash()])
  return (
    <DeskFrame current={STAFF_PATH} staff={staff}>
      <h1>Staff</h1>
      <StaffSection
        staff={rows}
        selfId={staff.id}
        notice={flash?.kind === 'staff-changed' ? flash.text : null}
      />
    </DeskFrame>
  )
}
