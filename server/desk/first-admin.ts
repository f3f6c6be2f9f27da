/**
 * First start: when the desk has no account, an admin is made, run once per `npm start`
 * before the server (scripts/prepare-database.ts). Its email is MARKETING_ADMIN_EMAIL
 * (default admin@localhost); its password MARKETING_PASSWORD, else the shared desk password
 * an older install kept (its scrypt hash becomes the admin's), else a generated one printed
 * once. A MARKETING_PASSWORD shorter than 12 characters stops the start.
 */
import { randomInt } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { marketingDeskPassword, staffUsers } from '@/server/db/schema'
import { MAX_STAFF_PASSWORD_LENGTH, MIN_STAFF_PASSWORD_LENGTH } from '@/lib/desk/desk-auth-settings'
import { shownStaffEmail, storedStaffEmail } from '@/lib/desk/staff-email'
import { deskAuthFor } from './auth'

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost'

type Env = Readonly<Record<string, string | undefined>>

// No 0/O, 1/l/I: read off a terminal and typed by hand.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'

/** Four groups of five from a 32-letter alphabet: 100 random bits ('k7rq2-…'). */
export function generatePassword(): string {
  return Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-')
}

/** What is wrong with a password given in the environment, or null. */
export function environmentPasswordProblem(name: string, password: string): string | null {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH) {
    return `${name} is ${password.length} characters long; the desk needs at least ${MIN_STAFF_PASSWORD_LENGTH}. Choose a longer one (or leave it empty to have one generated) and start again.`
  }
  if (password.length > MAX_STAFF_PASSWORD_LENGTH) {
    return `${name} is longer than ${MAX_STAFF_PASSWORD_LENGTH} characters.`
  }
  return null
}

export class StartRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StartRefused'
  }
}

export function deskUrl(port: string | number = process.env.PORT ?? '3000'): string {
  return `http://localhost:${port}/marketing`
}

export type FirstAdminOutcome = 'exists' | 'environment' | 'kept' | 'generated'

export async function ensureFirstAdmin(
  db: Database,
  options: { env?: Env; port?: string | number; log?: (line: string) => void } = {},
): Promise<FirstAdminOutcome> {
  const env = options.env ?? process.env
  const log = options.log ?? console.log
  const url = deskUrl(options.port)
  const fromEnv = env.MARKETING_PASSWORD?.trim() || null
  const problem =
    fromEnv === null ? null : environmentPasswordProblem('MARKETING_PASSWORD', fromEnv)
  if (problem) throw new StartRefused(problem)
  const email = storedStaffEmail(env.MARKETING_ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL)
  if (email === null) {
    throw new StartRefused(
      `MARKETING_ADMIN_EMAIL=${JSON.stringify(env.MARKETING_ADMIN_EMAIL)} is not an email address.`,
    )
  }

  const [accounts] = await db.select({ value: count() }).from(staffUsers)
  if ((accounts?.value ?? 0) > 0) {
    log(
      `Marketing desk: ${url} (staff accounts: ${accounts?.value}; admins manage them at /marketing/staff)`,
    )
    return 'exists'
  }
  const [kept] = await db
    .select({ hash: marketingDeskPassword.passwordHash })
    .from(marketingDeskPassword)
    .limit(1)
  const generated = fromEnv === null && !kept ? generatePassword() : null
  const auth = await deskAuthFor(db)
  try {
    const { user } = await auth.api.createUser({
      body: {
        email,
        name: 'Admin',
        role: 'admin',
        ...(fromEnv !== null || generated !== null ? { password: fromEnv ?? generated ?? '' } : {}),
      },
    })
    if (fromEnv === null && kept) {
      const context = await auth.$context
      await context.internalAdapter.linkAccount({
        providerId: 'credential',
        accountId: user.id,
        userId: user.id,
        password: kept.hash,
      })
    }
    // The shared password is the admin's now, or replaced: it opens nothing else.
    if (kept) await db.delete(marketingDeskPassword).where(eq(marketingDeskPassword.id, 1))
  } catch (error) {
    // Another instance starting on the same PostgreSQL made the admin first.
    const [again] = await db.select({ value: count() }).from(staffUsers)
    if ((again?.value ?? 0) > 0) return 'exists'
    throw error
  }
  const shown = shownStaffEmail(email)
  if (generated !== null) {
    log(`Marketing desk: ${url} (admin: ${shown}, password: ${generated})`)
    return 'generated'
  }
  if (fromEnv !== null) {
    log(`Marketing desk: ${url} (admin: ${shown}, password: MARKETING_PASSWORD)`)
    return 'environment'
  }
  log(`Marketing desk: ${url} (admin: ${shown}, password: the desk password this install had)`)
  return 'kept'
}
