/**
 * Staff members for integration tests: an account of a role, made through better-auth, and
 * the cookie of a real session it signed in with (as the desk's sign-in would).
 */
import type { Database } from '@/server/db/client'
import type { StaffRole } from '@/lib/desk/permissions'
import { deskAuthFor } from '@/server/desk/auth'
import { cookieHeaderFrom } from '@/server/desk/desk-cookies'

export const TEST_STAFF_PASSWORD = 'Quiet-harbour-lantern-1987'

let counter = 0

export interface TestStaff {
  id: string
  email: string
  /** The Cookie header of a signed-in session. */
  cookie: string
}

export { cookieHeaderFrom as cookieHeader } from '@/server/desk/desk-cookies'

export async function createStaffMember(
  db: Database,
  role: StaffRole,
  options: { email?: string; password?: string } = {},
): Promise<{ id: string; email: string }> {
  counter += 1
  const email =
    options.email ?? `${role}-${process.pid}-${Date.now().toString(36)}-${counter}@move.example`
  const auth = await deskAuthFor(db)
  const { user } = await auth.api.createUser({
    body: { email, name: `Test ${role}`, role, password: options.password ?? TEST_STAFF_PASSWORD },
  })
  return { id: user.id, email }
}

export async function signInStaff(
  db: Database,
  email: string,
  password: string = TEST_STAFF_PASSWORD,
): Promise<string> {
  const auth = await deskAuthFor(db)
  const { headers } = await auth.api.signInEmail({
    body: { email, password },
    headers: new Headers(),
    returnHeaders: true,
  })
  return cookieHeaderFrom(headers.getSetCookie())
}

export async function signedInStaff(db: Database, role: StaffRole): Promise<TestStaff> {
  const member = await createStaffMember(db, role)
  return { ...member, cookie: await signInStaff(db, member.email) }
}
