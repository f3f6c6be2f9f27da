/**
 * The marketing desk's password. MARKETING_PASSWORD wins when set; otherwise the database keeps
 * a scrypt hash of a generated one (marketing_desk_password), made by the first `npm start`
 * (ensureDeskPassword, called from scripts/prepare-database.ts) and replaced by
 * `npm run marketing:password` (setDeskPassword). The password itself is never stored or logged,
 * only printed to the operator when it is made.
 */
import { createHash, randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { marketingDeskPassword, marketingSessions } from '@/server/db/schema'
import { secretsMatch } from '@/lib/preview/preview'
import { hashPassword, verifyPassword } from './password-hash'

export const MIN_PASSWORD_LENGTH = 12
export const MAX_PASSWORD_LENGTH = 200

type Env = { MARKETING_PASSWORD?: string; [name: string]: string | undefined }

/** The password set in the environment, or null. */
export function environmentPassword(env: Env = process.env): string | null {
  const value = env.MARKETING_PASSWORD?.trim()
  return value ? value : null
}

// No 0/O, 1/l/I: read off a terminal and typed by hand.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'

/** Four groups of five from a 32-letter alphabet: 100 random bits ('k7rq2-…'). */
export function generatePassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  )
  return groups.join('-')
}

export type PasswordProblem = string | null

export function passwordProblem(password: string): PasswordProblem {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`
  }
  return null
}

/**
 * Names the credential a session was opened with; a new password gives a new tag, which ends
 * the sessions opened with the old one.
 */
export function credentialTag(source: { environment: string } | { hash: string }): string {
  const input = 'environment' in source ? `env\0${source.environment}` : `db\0${source.hash}`
  return createHash('sha256').update(input).digest('hex').slice(0, 32)
}

export interface CurrentCredential {
  tag: string
  verify(given: string): Promise<boolean>
}

/** The credential in force, or null when none is set yet. */
export async function currentCredential(
  db: Database,
  env: Env = process.env,
): Promise<CurrentCredential | null> {
  const fromEnv = environmentPassword(env)
  if (fromEnv !== null) {
    return {
      tag: credentialTag({ environment: fromEnv }),
      verify: async (given) => secretsMatch(given, fromEnv),
    }
  }
  const [row] = await db
    .select({ hash: marketingDeskPassword.passwordHash })
    .from(marketingDeskPassword)
    .where(eq(marketingDeskPassword.id, 1))
    .limit(1)
  if (!row) return null
  return {
    tag: credentialTag({ hash: row.hash }),
    verify: (given) => verifyPassword(given, row.hash),
  }
}

/** Stores a new password's hash and ends every session. */
export async function setDeskPassword(db: Database, password: string): Promise<void> {
  const problem = passwordProblem(password)
  if (problem) throw new Error(problem)
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    await tx
      .insert(marketingDeskPassword)
      .values({ id: 1, passwordHash })
      .onConflictDoUpdate({
        target: marketingDeskPassword.id,
        set: { passwordHash, updatedAt: new Date() },
      })
    await tx.delete(marketingSessions)
  })
}

export function deskUrl(port: string | number = process.env.PORT ?? '3000'): string {
  return `http://localhost:${port}/marketing`
}

/**
 * Run once per `npm start`, before the server: makes and prints a password when none is set
 * (neither MARKETING_PASSWORD nor a stored hash); otherwise says where the desk is. Two
 * processes starting at once on one PostgreSQL: only the one whose insert wins prints.
 */
export async function ensureDeskPassword(
  db: Database,
  options: { env?: Env; port?: string | number; log?: (line: string) => void } = {},
): Promise<'environment' | 'stored' | 'generated'> {
  const env = options.env ?? process.env
  const log = options.log ?? console.log
  const url = deskUrl(options.port)
  if (environmentPassword(env) !== null) {
    log(`Marketing desk: ${url} (password: MARKETING_PASSWORD)`)
    return 'environment'
  }
  const password = generatePassword()
  const inserted = await db
    .insert(marketingDeskPassword)
    .values({ id: 1, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: marketingDeskPassword.id })
  if (inserted.length === 0) {
    log(`Marketing desk: ${url} (password set earlier; npm run marketing:password sets a new one)`)
    return 'stored'
  }
  log(`Marketing desk: ${url} (password: ${password})`)
  return 'generated'
}
