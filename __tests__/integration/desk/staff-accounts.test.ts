/**
 * @jest-environment node
 *
 * Staff accounts through the real handlers and better-auth, on PGlite and PostgreSQL:
 * per-account sign-in limits, sessions (new per sign-in, ended by role changes, disabling and
 * new passwords), the last-admin rule (in words and in the database), every role × every
 * action at the door, and draft access ending with the session.
 */
import { eq, sql } from 'drizzle-orm'
import {
  cookieHeader,
  createStaffMember,
  signedInStaff,
  signInStaff,
  TEST_STAFF_PASSWORD,
} from '@/__tests__/helpers/desk-staff'
import {
  freshClientAddress,
  fromClient,
  releaseRouteDatabase,
  useRouteDatabase,
} from '@/__tests__/helpers/route-runtime'
import { DRIVERS, openTestDatabase, type TestDatabase } from '@/__tests__/helpers/test-database'
import { ACCOUNT_SIGN_IN_LIMIT } from '@/lib/desk/desk-auth-settings'
import { can, DESK_ACTIONS, STAFF_ROLES } from '@/lib/desk/permissions'
import type { Database } from '@/server/db/client'
import { auditLog, staffSessions, staffUsers, staffVerifications } from '@/server/db/schema'
import { deskAuthFor } from '@/server/desk/auth'
import { authHeaders } from '@/server/desk/desk-session'
import {
  forgetPreviewPasses,
  hasLiveDeskSession,
  PREVIEW_PASS_COOKIE,
  previewPassValue,
} from '@/server/desk/draft-access'
import { deskSecretFor } from '@/server/desk/auth'
import { handleSignIn, handleSignOut } from '@/server/desk/sign-in'
import {
  changeRole,
  inviteStaff,
  issueSetPasswordLink,
  listStaff,
  setDisabled,
} from '@/server/desk/staff-admin'
import { requireStaffRequest } from '@/server/desk/staff-access'
import { deleteExpiredRows } from '@/server/retention/delete-expired-rows'
import { RETENTION_POLICIES } from '@/server/retention/retention-policies'

const ORIGIN = 'http://localhost:3000'

function signInRequest(email: string, password: string, address = freshClientAddress()) {
  return new Request(`${ORIGIN}/marketing/sign-in`, {
    method: 'POST',
    headers: fromClient(address, {
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
    }),
    body: new URLSearchParams({ email, password }).toString(),
  })
}

const messageOf = async (response: Response) =>
  /role="alert">([^<]+)</.exec(await response.text())?.[1]

describe.each(DRIVERS)('staff accounts against %s', (driver) => {
  let handle: TestDatabase
  let db: Database

  beforeAll(async () => {
    handle = await openTestDatabase(driver)
    db = handle.db
    useRouteDatabase(handle)
  })

  afterAll(async () => {
    releaseRouteDatabase()
    await handle?.close()
  })

  const sessionsOf = async (userId: string) =>
    (await db.select().from(staffSessions).where(eq(staffSessions.userId, userId))).length

  describe('sign-in limits per account', () => {
    it(`${ACCOUNT_SIGN_IN_LIMIT.failures} failures hold the account, even for the right password`, async () => {
      const member = await createStaffMember(db, 'editor')
      for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT.failures; i += 1) {
        // Each from its own address: the per-address budget is not what stops them.
        const response = await handleSignIn(signInRequest(member.email, `wrong ${i}`), db)
        expect(response.status).toBe(401)
      }
      const held = await handleSignIn(signInRequest(member.email, TEST_STAFF_PASSWORD), db)
      expect(held.status).toBe(429)
      expect(await messageOf(held)).toBe(
        'Too many failed sign-ins with this email. Please wait 15 minutes and try again.',
      )
      expect(held.headers.get('set-cookie')).toBeNull()
      // Another account is not held.
      const other = await createStaffMember(db, 'viewer')
      expect((await handleSignIn(signInRequest(other.email, TEST_STAFF_PASSWORD), db)).status).toBe(
        303,
      )
    })

    it('answers an unknown email exactly as a known one, hold included', async () => {
      const member = await createStaffMember(db, 'viewer')
      const unknown = `nobody-${Date.now()}@move.example`
      const known: Array<[number, string | undefined]> = []
      const unknowns: Array<[number, string | undefined]> = []
      for (let i = 0; i <= ACCOUNT_SIGN_IN_LIMIT.failures; i += 1) {
        const a = await handleSignIn(signInRequest(member.email, 'not it at all'), db)
        known.push([a.status, await messageOf(a)])
        const b = await handleSignIn(signInRequest(unknown, 'not it at all'), db)
        unknowns.push([b.status, await messageOf(b)])
      }
      expect(unknowns).toEqual(known)
      expect(known.at(-1)![0]).toBe(429)
    })

    it('a success clears the count; every attempt is audited, never with the password', async () => {
      const member = await createStaffMember(db, 'viewer')
      for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT.failures - 1; i += 1) {
        await handleSignIn(signInRequest(member.email, 'Typed-by-mistake-77'), db)
      }
      expect(
        (await handleSignIn(signInRequest(member.email, TEST_STAFF_PASSWORD), db)).status,
      ).toBe(303)
      expect(
        (await handleSignIn(signInRequest(member.email, 'Typed-by-mistake-78'), db)).status,
      ).toBe(401)
      const entries = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `staff ${member.email}`))
      expect(entries.filter((entry) => entry.action === 'auth.sign-in-failed')).toHaveLength(
        ACCOUNT_SIGN_IN_LIMIT.failures,
      )
      expect(entries.filter((entry) => entry.action === 'auth.sign-in')).toHaveLength(1)
      expect(JSON.stringify(entries)).not.toMatch(/Typed-by-mistake|Quiet-harbour/)
    })
  })

  describe('sessions', () => {
    it('each sign-in opens a new session; a role change, disabling and a new password end them', async () => {
      const admin = await signedInStaff(db, 'admin')
      const adminHeaders = authHeaders(new Headers({ cookie: admin.cookie }))
      const member = await createStaffMember(db, 'editor')
      const first = await signInStaff(db, member.email)
      const second = await signInStaff(db, member.email)
      expect(first).not.toBe(second)
      expect(await sessionsOf(member.id)).toBe(2)

      expect((await changeRole(db, adminHeaders, member.id, 'publisher')).ok).toBe(true)
      expect(await sessionsOf(member.id)).toBe(0)

      await signInStaff(db, member.email)
      expect((await setDisabled(db, adminHeaders, admin.id, member.id, true)).ok).toBe(true)
      expect(await sessionsOf(member.id)).toBe(0)
      await expect(signInStaff(db, member.email)).rejects.toThrow()
      expect((await setDisabled(db, adminHeaders, admin.id, member.id, false)).ok).toBe(true)

      await signInStaff(db, member.email)
      const { url } = await issueSetPasswordLink(db, member.id)
      const token = url.split('/').pop()!
      await (
        await deskAuthFor(db)
      ).api.resetPassword({
        body: { token, newPassword: 'Another-quiet-lantern-2024' },
      })
      expect(await sessionsOf(member.id)).toBe(0)
      await expect(signInStaff(db, member.email)).rejects.toThrow()
      expect(await signInStaff(db, member.email, 'Another-quiet-lantern-2024')).toMatch(
        /move_desk\.session_token=/,
      )
    })

    it('keeps nothing derived from a password or a link outside the scrypt hash', async () => {
      const member = await createStaffMember(db, 'viewer')
      const { url } = await issueSetPasswordLink(db, member.id)
      const token = url.split('/').pop()!
      const dump = JSON.stringify(
        await db.execute(sql`SELECT * FROM staff_verifications, staff_sessions, staff_users`),
      )
      expect(dump).not.toContain(token)
      const [row] = await db
        .select()
        .from(staffVerifications)
        .where(eq(staffVerifications.value, member.id))
      expect(row!.identifier).not.toContain('reset-password')
      const accounts = await db.execute(
        sql`SELECT password FROM staff_accounts WHERE password IS NOT NULL`,
      )
      for (const account of (accounts as unknown as { rows: Array<{ password: string }> }).rows) {
        expect(account.password).toMatch(/^scrypt\$/)
      }
    })
  })

  describe('the staff list', () => {
    it('says who has set a password and who has a second factor', async () => {
      const admin = await signedInStaff(db, 'admin')
      const invited = await inviteStaff(db, authHeaders(new Headers({ cookie: admin.cookie })), {
        email: `Invited-${Date.now()}@Move.Example`,
        name: 'Ann Invited',
        role: 'editor',
      })
      expect(invited.ok).toBe(true)
      const member = await createStaffMember(db, 'viewer')
      await db
        .update(staffUsers)
        .set({ twoFactorEnabled: true })
        .where(eq(staffUsers.id, member.id))
      const rows = await listStaff(db)
      const find = (id: string) => rows.find((row) => row.id === id)
      expect(find((invited as { userId: string }).userId)).toMatchObject({
        email: expect.stringMatching(/^invited-\d+@move\.example$/),
        role: 'editor',
        hasPassword: false,
        hasSecondFactor: false,
        disabled: false,
      })
      expect(find(member.id)).toMatchObject({ hasPassword: true, hasSecondFactor: true })
    })
  })

  describe('the last admin', () => {
    it('cannot be demoted or disabled, in words and in the database', async () => {
      await db.execute(sql`UPDATE staff_users SET banned = true WHERE role = 'admin' AND NOT banned AND id IN (
        SELECT id FROM staff_users WHERE role = 'admin' ORDER BY created_at DESC OFFSET 1)`)
      const admins = await db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(sql`${staffUsers.role} = 'admin' AND NOT ${staffUsers.banned}`)
      expect(admins).toHaveLength(1)
      const last = admins[0]!.id
      const lastCookie = cookieHeader(
        (
          await (
            await deskAuthFor(db)
          ).api.signInEmail({
            body: {
              email: (await db.select().from(staffUsers).where(eq(staffUsers.id, last)))[0]!.email,
              password: TEST_STAFF_PASSWORD,
            },
            headers: new Headers(),
            returnHeaders: true,
          })
        ).headers.getSetCookie(),
      )
      const headers = authHeaders(new Headers({ cookie: lastCookie }))
      expect(await changeRole(db, headers, last, 'editor')).toEqual({
        ok: false,
        status: 409,
        message: 'Nobody can demote or disable the last admin. Make someone else an admin first.',
      })
      await expect(
        db.execute(sql`UPDATE staff_users SET role = 'viewer' WHERE id = ${last}`),
      ).rejects.toThrow()
      await expect(db.execute(sql`DELETE FROM staff_users WHERE id = ${last}`)).rejects.toThrow()

      const second = await createStaffMember(db, 'admin')
      expect((await changeRole(db, headers, second.id, 'viewer')).ok).toBe(true)
      const third = await createStaffMember(db, 'admin')
      // With another admin, the last one may step down.
      expect((await changeRole(db, headers, last, 'publisher')).ok).toBe(true)
      expect(
        await db
          .execute(sql`UPDATE staff_users SET banned = true WHERE id = ${third.id}`)
          .catch((error: Error) => `${error.message} ${String(error.cause)}`),
      ).toMatch(/last admin/)
    })
  })

  describe('the door: every role × every action', () => {
    const cases = STAFF_ROLES.flatMap((role) =>
      DESK_ACTIONS.map((action) => [role, action] as const),
    )
    const cookies = new Map<string, string>()

    it.each(cases)('%s × %s', async (role, action) => {
      if (!cookies.has(role)) cookies.set(role, (await signedInStaff(db, role)).cookie)
      const result = await requireStaffRequest(
        new Request(`${ORIGIN}/marketing/x`, {
          headers: { cookie: cookies.get(role)!, accept: 'application/json' },
        }),
        action,
      )
      if (can(role, action)) expect(result.ok).toBe(true)
      else {
        expect(result.ok).toBe(false)
        const response = (result as { response: Response }).response
        expect(response.status).toBe(403)
        expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } })
      }
    })
  })

  describe('draft access', () => {
    it('lasts as long as the desk session: sign-out, expiry and disabling end it', async () => {
      const secret = await deskSecretFor(db)
      const editor = await signedInStaff(db, 'editor')
      const sessionId = async (cookie: string) => {
        const found = await (
          await deskAuthFor(db)
        ).api.getSession({ headers: new Headers({ cookie }) })
        return found!.session.id
      }
      const pass = (id: string) => `${PREVIEW_PASS_COOKIE}=${previewPassValue(secret, id)}`
      const live = (cookie: string) => {
        forgetPreviewPasses()
        return hasLiveDeskSession(cookie, { db })
      }

      const first = await sessionId(editor.cookie)
      expect(await live(pass(first))).toBe(true)
      expect(await live(`${PREVIEW_PASS_COOKIE}=${first}.${'x'.repeat(43)}`)).toBe(false)
      expect(await live('')).toBe(false)

      const signOut = await handleSignOut(
        new Request(`${ORIGIN}/marketing/sign-out`, {
          method: 'POST',
          headers: { origin: ORIGIN, cookie: editor.cookie },
        }),
        db,
      )
      expect(signOut.status).toBe(303)
      expect(signOut.headers.get('set-cookie')).toContain(
        `${PREVIEW_PASS_COOKIE}=; Path=/; Max-Age=0`,
      )
      expect(await live(pass(first))).toBe(false)

      const again = await signInStaff(db, editor.email)
      const second = await sessionId(again)
      expect(await live(pass(second))).toBe(true)
      await db
        .update(staffSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(staffSessions.id, second))
      expect(await live(pass(second))).toBe(false)

      const third = await sessionId(await signInStaff(db, editor.email))
      expect(await live(pass(third))).toBe(true)
      await db.update(staffUsers).set({ banned: true }).where(eq(staffUsers.id, editor.id))
      expect(await live(pass(third))).toBe(false)
    })

    it('keeps audit entries AUDIT_RETENTION_DAYS, then purges them', async () => {
      const now = new Date()
      const day = 24 * 60 * 60 * 1000
      await db.insert(auditLog).values([
        {
          action: 'test.old',
          subject: 'retention',
          at: new Date(now.getTime() - 31 * day),
          clientAddress: null,
        },
        {
          action: 'test.new',
          subject: 'retention',
          at: new Date(now.getTime() - 29 * day),
          clientAddress: null,
        },
      ])
      await deleteExpiredRows(db, {
        now,
        env: { AUDIT_RETENTION_DAYS: '30' },
        policies: RETENTION_POLICIES.filter((policy) => policy.name === 'audit log entries'),
      })
      const left = await db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.subject, 'retention'))
      expect(left).toEqual([{ action: 'test.new' }])
    })

    it('the retention job purges expired sessions', async () => {
      const member = await signedInStaff(db, 'viewer')
      await db
        .update(staffSessions)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(staffSessions.userId, member.id))
      const result = await deleteExpiredRows(db, {
        policies: RETENTION_POLICIES.filter((policy) => policy.name === 'expired desk sessions'),
      })
      expect(result.ran).toBe(true)
      expect(await sessionsOf(member.id)).toBe(0)
    })
  })
})
