/**
 * Draft preview bound to the desk session. Entering preview (POST /marketing/preview) sets
 * Next's draft-mode cookie and our preview pass: the desk session's id and an HMAC of it under
 * the desk's server key (Path=/, HttpOnly, SameSite=Strict), since the session cookie itself
 * stays under /marketing. A request sees drafts only while that session is live: signing out,
 * the 8 hours running out, or the account being disabled or changed ends draft access, and a
 * draft-mode cookie left over shows the public page.
 *
 * hasLiveDeskSession is the one check, called where the draft decision is made: Next's
 * draftMode() path (server/desk/draft-mode.ts) and the production server's GraphQL lane
 * (graphql/node-request-handler.ts). Answers are cached per pass for a second, at most
 * MAX_CACHED_PASSES of them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import { getDatabase } from '@/server/db'
import type { Database } from '@/server/db/client'
import { staffSessions, staffUsers } from '@/server/db/schema'
import { cookieValue } from '@/lib/http/cookie-value'
import { deskSecretFor } from './auth'
import { expiredCookie, secureWhenHttps } from './desk-cookies'

export const PREVIEW_PASS_COOKIE = 'move_desk_preview'
export const PASS_CACHE_MS = 1000
export const MAX_CACHED_PASSES = 1000
const PASS = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/

function passSignature(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`preview-pass\0${sessionId}`).digest('base64url')
}

export function previewPassValue(secret: string, sessionId: string): string {
  return `${sessionId}.${passSignature(secret, sessionId)}`
}

/** The session a pass names, when its signature holds; else null. */
export function sessionIdOfPass(secret: string, value: string | null): string | null {
  const match = value ? PASS.exec(value) : null
  if (!match) return null
  const [, sessionId = '', signature = ''] = match
  const expected = Buffer.from(passSignature(secret, sessionId))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? sessionId : null
}

export async function previewPassCookie(
  db: Database,
  sessionId: string,
  request: Request,
): Promise<string> {
  const value = previewPassValue(await deskSecretFor(db), sessionId)
  return secureWhenHttps(
    `${PREVIEW_PASS_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict`,
    request,
  )
}

export function clearedPreviewPassCookie(request: Request): string {
  return expiredCookie(PREVIEW_PASS_COOKIE, '/', request)
}

async function sessionIsLive(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        gt(staffSessions.expiresAt, new Date()),
        eq(staffUsers.banned, false),
      ),
    )
    .limit(1)
  return row !== undefined
}

const recent = new Map<string, { live: boolean; until: number }>()

/** Forget cached answers (tests, and sign-out in this process). */
export function forgetPreviewPasses(): void {
  recent.clear()
}

/** Whether the request's preview pass belongs to a live desk session. */
export async function hasLiveDeskSession(
  cookieHeader: string | null | undefined,
  options: { db?: Database; now?: number } = {},
): Promise<boolean> {
  const value = cookieValue(cookieHeader, PREVIEW_PASS_COOKIE)
  if (!value) return false
  const now = options.now ?? Date.now()
  const cached = recent.get(value)
  if (cached && cached.until > now) return cached.live
  const db = options.db ?? (await getDatabase()).db
  const sessionId = sessionIdOfPass(await deskSecretFor(db), value)
  const live = sessionId !== null && (await sessionIsLive(db, sessionId))
  if (recent.size >= MAX_CACHED_PASSES) {
    const oldest = recent.keys().next().value
    if (oldest !== undefined) recent.delete(oldest)
  }
  recent.delete(value)
  recent.set(value, { live, until: now + PASS_CACHE_MS })
  return live
}
