/**
 * `npm run marketing:password`: sets a new password for the marketing desk and signs everyone
 * out. The new password is MARKETING_NEW_PASSWORD when set (at least 12 characters; an
 * environment variable rather than an argument, so it stays out of the process list and shell
 * history), else a generated one, printed once. MARKETING_PASSWORD, when set, still wins over
 * the stored password: the script says so.
 *
 * With the embedded database, stop the server first: a PGlite folder is one process's.
 */
import { openDatabase } from '../server/db/client'
import {
  deskUrl,
  environmentPassword,
  generatePassword,
  passwordProblem,
  setDeskPassword,
} from '../server/marketing/desk-password'

async function main() {
  const given = process.env.MARKETING_NEW_PASSWORD?.trim()
  const password = given || generatePassword()
  const problem = passwordProblem(password)
  if (problem) {
    console.error(`MARKETING_NEW_PASSWORD: ${problem}`)
    process.exit(2)
  }
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined })
  try {
    await setDeskPassword(handle.db, password)
  } finally {
    await handle.close()
  }
  console.log(
    given
      ? `Marketing desk: ${deskUrl()} (password: the one in MARKETING_NEW_PASSWORD). Everyone is signed out.`
      : `Marketing desk: ${deskUrl()} (password: ${password}). Everyone is signed out.`,
  )
  if (environmentPassword() !== null) {
    console.warn('Note: MARKETING_PASSWORD is set, and wins over the stored password while it is.')
  }
}

main().catch((error: unknown) => {
  console.error('Could not set the password:', error instanceof Error ? error.message : error)
  process.exit(1)
})
