/**
 * Admins' work on accounts (/marketing/staff): the list, invites, one-time links, roles,
 * disabling. Through better-auth's admin plugin with the acting admin's own session (so it
 * checks their role too); every change that alters what an account may do ends its sessions.
 * Nobody can demote or disable the last admin who can sign in: said here in words, held by a
 * trigger in the database (migration 0013) when two admins act at once.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, count, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { staffAccounts, staffUsers, staffVerifications } from '@/server/db/schema'
import { MAX_STAFF_ACCOUNTS, SET_PASSWORD_LINK_HOURS } from '@/lib/desk/desk-auth-settings'
import { isStaffRole, type StaffRole } from '@/lib/desk/permissions'
import { shownStaffEmail, storedStaffEmail } from '@/lib/desk/staff-email'
import { SET_PASSWORD_PATH } from '@/lib/marketing/desk-routes'
import { SITE_URL } from '@/lib/site'
import { deskAuthFor } from './auth'

export interface StaffRow {
  id: string
  email: string
  name: string
  role: StaffRole
  disabled: boolean
  /** False until the person has set a password from their link. */
  hasPassword: boolean
  hasSecondFactor: boolean
  createdAt: Date
}

export async function listStaff(db: Database): Promise<StaffRow[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      banned: staffUsers.banned,
      twoFactorEnabled: staffUsers.twoFactorEnabled,
      createdAt: staffUsers.createdAt,
      // Written out: drizzle leaves column names unqualified here, and "id" would be the subquery's.
      hasPassword: sql<boolean>`exists (select 1 from staff_accounts a where a.user_id = "staff_users"."id" and a.provider_id = 'credential' and a.password is not null)`,
      hasPasskey: sql<boolean>`exists (select 1 from staff_passkeys p where p.user_id = "staff_users"."id")`,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.email))
    .limit(MAX_STAFF_ACCOUNTS)
  return rows.map((row) => ({
    id: row.id,
    email: shownStaffEmail(row.email),
    name: row.name,
    role: isStaffRole(row.role) ? row.role : 'viewer',
    disabled: row.banned,
    hasPassword: row.hasPassword,
    hasSecondFactor: row.twoFactorEnabled || row.hasPasskey,
    createdAt: row.createdAt,
  }))
}

export type StaffChange =
  { ok: true; email: string } | { ok: false; status: number; message: string }

export const STAFF_MESSAGES = {
  lastAdmin: 'Nobody can demote or disable the last admin. Make someone else an admin first.',
  notFound: 'That account does not exist.',
  yourself: 'You cannot disable your own account.',
  full: `The desk holds at most ${MAX_STAFF_ACCOUNTS} accounts. Disable or reuse one first.`,
  taken: 'An account with that email already exists. Give it a new link instead.',
  email: 'Enter the person’s email address.',
  name: 'Enter the person’s name (at most 100 characters).',
  role: 'Choose a role.',
} as const

async function findStaff(db: Database, id: string) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      role: staffUsers.role,
      banned: staffUsers.banned,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, id))
    .limit(1)
  return row ?? null
}

/** Whether someone other than `id` is an admin who can sign in. */
async function anotherActiveAdmin(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ value: count() })
    .from(staffUsers)
    .innerJoin(
      staffAccounts,
      and(
        eq(staffAccounts.userId, staffUsers.id),
        eq(staffAccounts.providerId, 'credential'),
        isNotNull(staffAccounts.password),
      ),
    )
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.banned, false), ne(staffUsers.id, id)))
  return (row?.value ?? 0) > 0
}

function lastAdminError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : ''
  return text.includes('last admin')
}

/** A one-time link for `userId`, valid 24 hours; earlier links stop working. */
export async function issueSetPasswordLink(
  db: Database,
  userId: string,
): Promise<{ url: string; expiresAt: Date }> {
  const context = await (await deskAuthFor(db)).$context
  await db.delete(staffVerifications).where(eq(staffVerifications.value, userId))
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 60 * 60 * 1000)
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt,
  })
  return { url: `${SITE_URL}${SET_PASSWORD_PATH}/${token}`, expiresAt }
}

export interface InviteInput {
  email: string
  name: string
  role: string
}

export type InviteResult =
  | { ok: true; userId: string; email: string; link: { url: string; expiresAt: Date } }
  | {
      ok: false
      status: number
      errors: Partial<Record<'email' | 'name' | 'role' | 'form', string>>
    }

export async function inviteStaff(
  db: Database,
  adminHeaders: Headers,
  input: InviteInput,
): Promise<InviteResult> {
  const email = storedStaffEmail(input.email)
  const name = input.name.trim()
  const errors: Partial<Record<'email' | 'name' | 'role', string>> = {}
  if (email === null) errors.email = STAFF_MESSAGES.email
  if (name === '' || name.length > 100) errors.name = STAFF_MESSAGES.name
  if (!isStaffRole(input.role)) errors.role = STAFF_MESSAGES.role
  if (email === null || Object.keys(errors).length > 0) return { ok: false, status: 400, errors }
  const [accounts] = await db.select({ value: count() }).from(staffUsers)
  if ((accounts?.value ?? 0) >= MAX_STAFF_ACCOUNTS) {
    return { ok: false, status: 409, errors: { form: STAFF_MESSAGES.full } }
  }
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email))
    .limit(1)
  if (existing) return { ok: false, status: 409, errors: { email: STAFF_MESSAGES.taken } }
  const auth = await deskAuthFor(db)
  const { user } = await auth.api.createUser({
    body: { email, name, role: input.role as StaffRole },
    headers: adminHeaders,
  })
  return {
    ok: true,
    userId: user.id,
    email: shownStaffEmail(email),
    link: await issueSetPasswordLink(db, user.id),
  }
}

export async function changeRole(
  db: Database,
  adminHeaders: Headers,
  userId: string,
  role: string,
): Promise<StaffChange & { from?: StaffRole }> {
  if (!isStaffRole(role)) return { ok: false, status: 400, message: STAFF_MESSAGES.role }
  const user = await findStaff(db, userId)
  if (!user) return { ok: false, status: 404, message: STAFF_MESSAGES.notFound }
  if (user.role === 'admin' && role !== 'admin' && !(await anotherActiveAdmin(db, userId))) {
    return { ok: false, status: 409, message: STAFF_MESSAGES.lastAdmin }
  }
  const auth = await deskAuthFor(db)
  try {
    await auth.api.setRole({ body: { userId, role }, headers: adminHeaders })
  } catch (error) {
    if (lastAdminError(error)) return { ok: false, status: 409, message: STAFF_MESSAGES.lastAdmin }
    throw error
  }
  // A new role starts with a new sign-in (the admin's own too, when they changed their own).
  await (await auth.$context).internalAdapter.deleteUserSessions(userId)
  return {
    ok: true,
    email: shownStaffEmail(user.email),
    from: isStaffRole(user.role) ? user.role : 'viewer',
  }
}

export async function setDisabled(
  db: Database,
  adminHeaders: Headers,
  actorId: string,
  userId: string,
  disabled: boolean,
): Promise<StaffChange> {
  const user = await findStaff(db, userId)
  if (!user) return { ok: false, status: 404, message: STAFF_MESSAGES.notFound }
  const auth = await deskAuthFor(db)
  if (!disabled) {
    await auth.api.unbanUser({ body: { userId }, headers: adminHeaders })
    return { ok: true, email: shownStaffEmail(user.email) }
  }
  if (userId === actorId) return { ok: false, status: 400, message: STAFF_MESSAGES.yourself }
  if (user.role === 'admin' && !(await anotherActiveAdmin(db, userId))) {
    return { ok: false, status: 409, message: STAFF_MESSAGES.lastAdmin }
  }
  try {
    await auth.api.banUser({
      body: { userId, banReason: 'Disabled on the desk' },
      headers: adminHeaders,
    })
  } catch (error) {
    if (lastAdminError(error)) return { ok: false, status: 409, message: STAFF_MESSAGES.lastAdmin }
    throw error
  }
  await (await auth.$context).internalAdapter.deleteUserSessions(userId)
  return { ok: true, email: shownStaffEmail(user.email) }
}

export async function newLinkFor(
  db: Database,
  userId: string,
): Promise<
  | { ok: true; email: string; link: { url: string; expiresAt: Date } }
  | { ok: false; status: number; message: string }
> {
  const user = await findStaff(db, userId)
  if (!user) return { ok: false, status: 404, message: STAFF_MESSAGES.notFound }
  return {
    ok: true,
    email: shownStaffEmail(user.email),
    link: await issueSetPasswordLink(db, userId),
  }
}
