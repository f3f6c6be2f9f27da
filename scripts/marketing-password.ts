/**
 * `npm run marketing:password`: a new password for one desk account (MARKETING_ACCOUNT_EMAIL,
 * default MARKETING_ADMIN_EMAIL or admin@localhost), and its sessions end. The password is
 * MARKETING_NEW_PASSWORD when set (at least 12 characters; an environment variable rather than
 * an argument, so it stays out of the process list and shell history), else a generated one,
 * printed once. For a locked-out admin; people otherwise get a new one-time link from an admin.
 *
 * With the embedded database, stop the server first: a PGlite folder is one process's.
 */
import { openDatabase } from '../server/db/client'
import {
  DEFAULT_ADMIN_EMAIL,
  deskUrl,
  environmentPasswordProblem,
  generatePassword,
} from '../server/desk/first-admin'
import { resetAccountPassword } from '../server/desk/reset-password'

async function main() {
  const email =
    process.env.MARKETING_ACCOUNT_EMAIL?.trim() ||
    process.env.MARKETING_ADMIN_EMAIL?.trim() ||
    DEFAULT_ADMIN_EMAIL
  const given = process.env.MARKETING_NEW_PASSWORD?.trim()
  const password = given || generatePassword()
  const problem = given ? environmentPasswordProblem('MARKETING_NEW_PASSWORD', given) : null
  if (problem) {
    console.error(problem)
    process.exit(2)
  }
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined })
  try {
    if ((await resetAccountPassword(handle.db, email, password)) === 'no-account') {
      console.error(`No desk account has the email ${email}.`)
      process.exit(2)
    }
  } finally {
    await handle.close()
  }
  console.log(
    `Marketing desk: ${deskUrl()} (${email}, password: ${given ? 'the one in MARKETING_NEW_PASSWORD' : password}). Its sessions have ended.`,
  )
}

main().catch((error: unknown) => {
  console.error('Could not set the password:', error instanceof Error ? error.message : error)
  process.exit(1)
})
