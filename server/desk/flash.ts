/**
 * One-time confirmations held on the server: a form's handler leaves one for its session, and
 * the next desk page shows it once (and deletes it). A URL that says `?erased=…` shows nothing:
 * only what the server did is confirmed. One per session (a newer one replaces it), gone with
 * the session, and ignored after FLASH_TTL_MS.
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { deskFlashes } from '@/server/db/schema'
import { parseFlash, type FlashMessage } from '@/lib/desk/flash-message'
import { currentDeskSession } from './current-session'
import { getDatabase } from '@/server/db'

export const FLASH_TTL_MS = 10 * 60 * 1000

export async function leaveFlash(
  db: Database,
  sessionId: string,
  message: FlashMessage,
): Promise<void> {
  await db
    .insert(deskFlashes)
    .values({ sessionId, message, createdAt: new Date() })
    .onConflictDoUpdate({
      target: deskFlashes.sessionId,
      set: { message, createdAt: sql`now()` },
    })
}

/** The session's flash, once; null when there is none (or it is stale). */
export async function takeFlash(db: Database, sessionId: string): Promise<FlashMessage | null> {
  const [row] = await db
    .delete(deskFlashes)
    .where(
      and(
        eq(deskFlashes.sessionId, sessionId),
        gt(deskFlashes.createdAt, new Date(Date.now() - FLASH_TTL_MS)),
      ),
    )
    .returning({ message: deskFlashes.message })
  return row ? parseFlash(row.message) : null
}

/** For pages: the current session's flash, once. */
export async function takePageFlash(): Promise<FlashMessage | null> {
  const session = await currentDeskSession()
  if (!session) return null
  return takeFlash((await getDatabase()).db, session.sessionId)
}

/** For server actions and route handlers: a flash for the current session (none without one). */
export async function leavePageFlash(message: FlashMessage): Promise<void> {
  const session = await currentDeskSession()
  if (!session) return
  await leaveFlash((await getDatabase()).db, session.sessionId, message)
}
