/**
 * For desk pages (Server Components): the signed-in session, or a redirect to sign-in that
 * returns here afterwards (saying the session ended when a cookie was there but no longer
 * counts).
 */
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getDatabase } from '@/server/db'
import type { Database } from '@/server/db/client'
import { signInHref } from '@/lib/marketing/desk-routes'
import { SESSION_COOKIE } from '@/lib/marketing/session-cookie'
import { findSession, type StaffSession } from './sessions'

export async function requireStaff(
  currentPath: string,
): Promise<{ db: Database; session: StaffSession }> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value ?? null
  const { db } = await getDatabase()
  const session = await findSession(db, token)
  if (!session) redirect(signInHref(currentPath, token ? 'expired' : undefined))
  return { db, session }
}

/** A page's own address with its query, for the return after signing in. */
export function pathWithQuery(
  path: string,
  searchParams: Record<string, string | string[] | undefined>,
): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      params.append(name, item)
    }
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}
