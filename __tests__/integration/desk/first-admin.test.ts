/**
 * @jest-environment node
 *
 * The first start's admin, on PGlite and PostgreSQL: from MARKETING_PASSWORD (too short stops
 * the start), from an older install's shared desk password (its hash kept), or generated and
 * printed once; never twice.
 */
import { randomBytes, scryptSync } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { signInStaff } from '@/__tests__/helpers/desk-staff'
import { DRIVERS, openTestDatabase, type TestDatabase } from '@/__tests__/helpers/test-database'
import { marketingDeskPassword } from '@/server/db/schema'
import { ensureFirstAdmin, StartRefused } from '@/server/desk/first-admin'

function oldDeskHash(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
}

describe.each(DRIVERS)('the first admin against %s', (driver) => {
  let handle: TestDatabase
  const staff = async () =>
    (await handle.db.execute(sql`SELECT count(*)::int AS n FROM staff_users`)) as unknown as {
      rows: Array<{ n: number }>
    }

  beforeEach(async () => {
    handle = await openTestDatabase(driver)
  })
  afterEach(async () => {
    await handle?.close()
  })

  it('a MARKETING_PASSWORD under 12 characters stops the start, saying why', async () => {
    await expect(
      ensureFirstAdmin(handle.db, { env: { MARKETING_PASSWORD: 'too-short' }, log: () => {} }),
    ).rejects.toThrow(
      new StartRefused(
        'MARKETING_PASSWORD is 9 characters long; the desk needs at least 12. Choose a longer one (or leave it empty to have one generated) and start again.',
      ),
    )
    expect((await staff()).rows[0]!.n).toBe(0)
  })

  it('an older install keeps its desk password as the admin’s', async () => {
    await handle.db
      .insert(marketingDeskPassword)
      .values({ id: 1, passwordHash: oldDeskHash('the old shared one') })
    const lines: string[] = []
    expect(
      await ensureFirstAdmin(handle.db, {
        env: { MARKETING_ADMIN_EMAIL: 'lead@move.example' },
        log: (l) => lines.push(l),
      }),
    ).toBe('kept')
    expect(lines.join('\n')).not.toContain('the old shared one')
    expect(await signInStaff(handle.db, 'lead@move.example', 'the old shared one')).toMatch(
      /session_token=/,
    )
    expect(await handle.db.select().from(marketingDeskPassword)).toEqual([])
    expect(await ensureFirstAdmin(handle.db, { env: {}, log: () => {} })).toBe('exists')
  })

  it('generates a password, prints it once, and admin@localhost signs in with it', async () => {
    const lines: string[] = []
    expect(await ensureFirstAdmin(handle.db, { env: {}, log: (l) => lines.push(l) })).toBe(
      'generated',
    )
    const password = /password: ([a-z2-9-]{23})\)/.exec(lines.join('\n'))?.[1]
    expect(password).toBeDefined()
    expect(await signInStaff(handle.db, 'admin@localhost.internal', password!)).toMatch(
      /session_token=/,
    )
    const again: string[] = []
    expect(await ensureFirstAdmin(handle.db, { env: {}, log: (l) => again.push(l) })).toBe('exists')
    expect(again.join('\n')).not.toContain(password!)
  })
})
