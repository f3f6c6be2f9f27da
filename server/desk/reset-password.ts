/**
 * `npm run marketing:password`: a new password for one desk account, set from the server
 * (a locked-out last admin's way back in). Its sessions end.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { staffUsers } from '@/server/db/schema'
import { storedStaffEmail } from '@/lib/desk/staff-email'
import { hashPassword } from '@/server/security/password-hash'
import { deskAuthFor } from './auth'

export async function resetAccountPassword(
  db: Database,
  typedEmail: string,
  password: string,
): Promise<'reset' | 'no-account'> {
  const email = storedStaffEmail(typedEmail)
  if (email === null) return 'no-account'
  const [user] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email))
    .limit(1)
  if (!user) return 'no-account'
  const context = await (await deskAuthFor(db)).$context
  const hash = await hashPassword(password)
  if (await context.internalAdapter.findCredentialAccount(user.id)) {
    await context.internalAdapter.updatePassword(user.id, hash)
  } else {
    await context.internalAdapter.linkAccount({
      providerId: 'credential',
      accountId: user.id,
      userId: user.id,
      password: hash,
    })
  }
  await context.internalAdapter.deleteUserSessions(user.id)
  return 'reset'
}
