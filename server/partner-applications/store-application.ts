/**
 * Saving a partner application, once: the same form token again gives back the first
 * application's reference, and so does the same email within 24 hours (with a note). The
 * caller acknowledges only after this resolves, i.e. after the transaction committed.
 */
import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { partnerApplications } from '@/server/db/schema'
import type { PartnerApplication } from '@/lib/partner-application/validate'
import { referenceFromBytes } from '@/lib/partner-application/reference'

/** Another application from the same email within this window is a repeat. */
export const REPEAT_EMAIL_WINDOW_MS = 24 * 60 * 60 * 1000

/** Keeps a stuck database from holding the visitor (and the request) for long. */
const STATEMENT_TIMEOUT = '5s'

/** Advisory lock classes (pg_advisory_xact_lock(class, key)): one per thing we serialise on. */
const LOCK_FORM_TOKEN = 0x4d50_0001
const LOCK_EMAIL = 0x4d50_0002

/** A reference clash is a 1-in-10^11 event; more than a few in a row means something else. */
const REFERENCE_ATTEMPTS = 5

export type SaveOutcome =
  /** A new application. */
  | { kind: 'created'; reference: string }
  /** The same form sent again: the first application stands. */
  | { kind: 'repeat-form'; reference: string }
  /** The same email within 24 hours: the earlier application stands. */
  | { kind: 'repeat-email'; reference: string; createdAt: Date }

export interface SaveInput {
  application: Omit<PartnerApplication, 'password'>
  passwordHash: string
  formToken: string
  now?: Date
}

export async function savePartnerApplication(db: Database, input: SaveInput): Promise<SaveOutcome> {
  const { application, passwordHash, formToken } = input
  const now = input.now ?? new Date()
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL statement_timeout = '${STATEMENT_TIMEOUT}'`))
    // Token first, then email, always in that order: two requests never wait on each other
    // in a cycle. Same token or same email → one at a time, so repeats are seen.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_FORM_TOKEN}, hashtext(${formToken}))`)
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${LOCK_EMAIL}, hashtext(${application.email}))`,
    )

    const [sameForm] = await tx
      .select({ reference: partnerApplications.reference })
      .from(partnerApplications)
      .where(eq(partnerApplications.formToken, formToken))
      .limit(1)
    if (sameForm) return { kind: 'repeat-form', reference: sameForm.reference }

    const since = new Date(now.getTime() - REPEAT_EMAIL_WINDOW_MS)
    const [sameEmail] = await tx
      .select({
        reference: partnerApplications.reference,
        createdAt: partnerApplications.createdAt,
      })
      .from(partnerApplications)
      .where(
        and(
          eq(partnerApplications.email, application.email),
          gt(partnerApplications.createdAt, since),
        ),
      )
      .orderBy(desc(partnerApplications.createdAt))
      .limit(1)
    if (sameEmail) {
      return {
        kind: 'repeat-email',
        reference: sameEmail.reference,
        createdAt: sameEmail.createdAt,
      }
    }

    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
      const reference = referenceFromBytes(randomBytes(32))
      const inserted = await tx
        .insert(partnerApplications)
        .values({
          ...application,
          reference,
          formToken,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: partnerApplications.reference })
        .returning({ reference: partnerApplications.reference })
      if (inserted[0]) return { kind: 'created', reference: inserted[0].reference }
    }
    throw new Error('Could not draw an unused application reference')
  })
}
