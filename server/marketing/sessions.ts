/**
 * Marketing desk sessions: a random token in the browser's cookie, its SHA-256 in
 * marketing_sessions with an expiry 8 hours on (absolute, not sliding). A session is valid while
 * it has not expired and the password in force is the one it was opened with; sign-out deletes
 * it. Expired rows are purged at each sign-in, and at most MAX_SESSIONS stay open.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { marketingSessions } from '@/server/db/schema'
import { isSessionToken, SESSION_MAX_AGE_SECONDS } from '@/lib/marketing/session-cookie'
import { currentCredential } from './desk-password'

/** Open sessions beyond this end, oldest first: a bound, far above a marketing team's needs. */
export const MAX_SESSIONS = 200

export interface StaffSession {
  expiresAt: Date
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function createSession(
  db: Database,
  credential: { tag: string },
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000)
  await db.transaction(async (tx) => {
    await tx.delete(marketingSessions).where(lte(marketingSessions.expiresAt, now))
    await tx.insert(marketingSessions).values({
      tokenHash: tokenHash(token),
      credentialTag: credential.tag,
      createdAt: now,
      expiresAt,
    })
    const oldest = await tx
      .select({ tokenHash: marketingSessions.tokenHash })
      .from(marketingSessions)
      .orderBy(asc(marketingSessions.createdAt))
      .offset(MAX_SESSIONS)
      .limit(1000)
    if (oldest.length > 0) {
      await tx.delete(marketingSessions).where(
        inArray(
          marketingSessions.tokenHash,
          oldest.map((row) => row.tokenHash),
        ),
      )
    }
  })
  return { token, expiresAt }
}

/** The session a token stands for, or null (unknown, expired, or opened with an old password). */
export async function findSession(
  db: Database,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<StaffSession | null> {
  if (!isSessionToken(token)) return null
  const [row] = await db
    .select({
      credentialTag: marketingSessions.credentialTag,
      expiresAt: marketingSessions.expiresAt,
    })
    .from(marketingSessions)
    .where(
      and(eq(marketingSessions.tokenHash, tokenHash(token)), gt(marketingSessions.expiresAt, now)),
    )
    .limit(1)
  if (!row) return null
  const credential = await currentCredential(db)
  if (!credential || credential.tag !== row.credentialTag) return null
  return { expiresAt: row.expiresAt }
}

export async function endSession(db: Database, token: string | null | undefined): Promise<void> {
  if (!isSessionToken(token)) return
  await db.delete(marketingSessions).where(eq(marketingSessions.tokenHash, tokenHash(token)))
}
