/**
 * Secrets the app makes for itself when no setting provides one: 32 random bytes kept in
 * app_secrets under a name, created by whichever process asks first, so every process and
 * restart on one database agrees without anyone configuring anything.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { appSecrets } from '@/server/db/schema'

export async function storedAppSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name))
    .limit(1)
  if (!row) throw new Error(`The app secret ${name} could not be read.`)
  return row.value
}
