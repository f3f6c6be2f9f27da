import type { Metadata } from 'next'
import { eq } from 'drizzle-orm'
import { AccountSection } from '@/components/marketing/account-section'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { PasskeysSection } from '@/components/marketing/passkeys-section'
import { ACCOUNT_PATH } from '@/lib/marketing/desk-routes'
import { getDatabase } from '@/server/db'
import { staffPasskeys, staffUsers } from '@/server/db/schema'
import { takePageFlash } from '@/server/desk/flash'
import { requireStaffPage } from '@/server/desk/staff-access'

export const metadata: Metadata = { title: 'Your account' }

export default async function AccountPage() {
  const staff = await requireStaffPage('desk.read', ACCOUNT_PATH)
  const { db } = await getDatabase()
  const [[user], passkeys, flash] = await Promise.all([
    db
      .select({ on: staffUsers.twoFactorEnabled })
      .from(staffUsers)
      .where(eq(staffUsers.id, staff.id)),
    db
      .select({
        id: staffPasskeys.id,
        name: staffPasskeys.name,
        createdAt: staffPasskeys.createdAt,
      })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.userId, staff.id))
      .limit(20),
    takePageFlash(),
  ])
  return (
    <DeskFrame current={ACCOUNT_PATH} staff={staff}>
      <h1>Your account</h1>
      <AccountSection
        member={staff}
        authenticatorOn={user?.on ?? false}
        passkeys={passkeys.length}
        notice={flash?.kind === 'account-changed' ? flash.text : null}
      />
      <PasskeysSection passkeys={passkeys} />
    </DeskFrame>
  )
}
