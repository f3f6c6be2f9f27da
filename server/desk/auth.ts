/**
 * Staff accounts on better-auth: its Drizzle adapter over our database (PGlite or
 * PostgreSQL), email and password (no public sign-up), the admin plugin with our four roles,
 * two-factor TOTP and passkeys. Every desk page and route talks to it through `auth.api` on
 * the server; only the passkey ceremony reaches its HTTP routes, through the allow-list in
 * server/desk/auth-routes.ts.
 *
 * Settings: the server key is MARKETING_AUTH_SECRET (32+ characters) or one generated into
 * app_secrets; cookies are ours (move_desk.*, Path=/marketing, HttpOnly, SameSite=Strict,
 * Secure behind https: server/desk/desk-cookies.ts); sessions last 8 hours from sign-in and
 * never slide; links and second-factor challenges are stored hashed.
 */
import { passkey } from '@better-auth/passkey'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, twoFactor } from 'better-auth/plugins'
import { createAccessControl } from 'better-auth/plugins/access'
import { defaultStatements } from 'better-auth/plugins/admin/access'
import { desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import {
  staffAccounts,
  staffPasskeys,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from '@/server/db/schema'
import { BRAND } from '@/lib/brand'
import {
  DESK_AUTH_BASE_PATH,
  DESK_COOKIE_PATH,
  DESK_COOKIE_PREFIX,
  DESK_SESSION_HOURS,
  MAX_SESSIONS_PER_ACCOUNT,
  MAX_STAFF_PASSWORD_LENGTH,
  MIN_STAFF_PASSWORD_LENGTH,
  SET_PASSWORD_LINK_HOURS,
} from '@/lib/desk/desk-auth-settings'
import { SITE_URL } from '@/lib/site'
import { hashPassword, verifyPassword } from '@/server/security/password-hash'
import { storedAppSecret } from '@/server/security/app-secret'

export const DESK_AUTH_SECRET_NAME = 'desk-auth-secret'
export const MIN_DESK_AUTH_SECRET_LENGTH = 32
/** Our server sets it from the request's client address (server/desk/auth-headers.ts). */
export const DESK_CLIENT_ADDRESS_HEADER = 'x-move-desk-client'

const accessControl = createAccessControl(defaultStatements)
const noStaffPowers = accessControl.newRole({ user: [], session: [] })
/** Admins manage accounts through the desk's staff page; nobody impersonates anybody. */
const staffAdmin = accessControl.newRole({
  user: ['create', 'list', 'set-role', 'ban', 'get', 'update', 'set-password'],
  session: ['list', 'revoke'],
})

type Env = Readonly<Record<string, string | undefined>>

/** The passkey relying party: NEXT_PUBLIC_SITE_URL's host unless set otherwise. */
export function passkeySettings(env: Env = process.env): { rpID: string; origin: string[] } {
  const site = new URL(SITE_URL)
  const extra = (env.MARKETING_PASSKEY_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean)
  return {
    rpID: env.MARKETING_PASSKEY_RP_ID?.trim() || site.hostname,
    origin: [site.origin, ...extra.map((origin) => new URL(origin).origin)],
  }
}

export function createDeskAuth(db: Database, secret: string, env: Env = process.env) {
  const relyingParty = passkeySettings(env)
  return betterAuth({
    appName: `${BRAND} marketing desk`,
    baseURL: SITE_URL,
    basePath: DESK_AUTH_BASE_PATH,
    secret,
    trustedOrigins: relyingParty.origin,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
        passkey: staffPasskeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_STAFF_PASSWORD_LENGTH,
      maxPasswordLength: MAX_STAFF_PASSWORD_LENGTH,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(password, hash),
      },
      // The one-time links: minted by server/desk/set-password-links.ts, redeemed by
      // auth.api.resetPassword, which also ends the account's sessions.
      resetPasswordTokenExpiresIn: SET_PASSWORD_LINK_HOURS * 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    session: {
      expiresIn: DESK_SESSION_HOURS * 60 * 60,
      disableSessionRefresh: true,
      // Every request asks the database: a disabled account or a new role counts at once.
      cookieCache: { enabled: false },
    },
    verification: { storeIdentifier: 'hashed' },
    rateLimit: { enabled: true, window: 60, max: 20, storage: 'memory' },
    advanced: {
      cookiePrefix: DESK_COOKIE_PREFIX,
      useSecureCookies: false,
      defaultCookieAttributes: { path: DESK_COOKIE_PATH, sameSite: 'strict', httpOnly: true },
      ipAddress: { ipAddressHeaders: [DESK_CLIENT_ADDRESS_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          // A bound per account: its newest sessions stay, older ones end.
          async after(session) {
            const older = await db
              .select({ id: staffSessions.id })
              .from(staffSessions)
              .where(eq(staffSessions.userId, session.userId))
              .orderBy(desc(staffSessions.createdAt))
              .offset(MAX_SESSIONS_PER_ACCOUNT)
              .limit(100)
            if (older.length > 0) {
              await db.delete(staffSessions).where(
                inArray(
                  staffSessions.id,
                  older.map((row) => row.id),
                ),
              )
            }
          },
        },
      },
    },
    plugins: [
      admin({
        ac: accessControl,
        roles: {
          viewer: noStaffPowers,
          editor: noStaffPowers,
          publisher: noStaffPowers,
          admin: staffAdmin,
        },
        defaultRole: 'viewer',
        adminRoles: ['admin'],
        bannedUserMessage: 'This account is disabled. Ask a desk admin.',
      }),
      twoFactor({ issuer: `${BRAND} marketing desk` }),
      passkey({
        rpID: relyingParty.rpID,
        rpName: `${BRAND} marketing desk`,
        origin: relyingParty.origin,
      }),
    ],
  })
}

export type DeskAuth = ReturnType<typeof createDeskAuth>

/** MARKETING_AUTH_SECRET when set; throws when set but too short to be a secret. */
export function configuredDeskSecret(env: Env = process.env): string | null {
  const value = env.MARKETING_AUTH_SECRET?.trim()
  if (!value) return null
  if (value.length < MIN_DESK_AUTH_SECRET_LENGTH) {
    throw new Error(
      `MARKETING_AUTH_SECRET must be at least ${MIN_DESK_AUTH_SECRET_LENGTH} characters.`,
    )
  }
  return value
}

const secrets = new WeakMap<Database, Promise<string>>()

/** The desk's server key for this database (read once per process). */
export function deskSecretFor(db: Database): Promise<string> {
  let secret = secrets.get(db)
  if (!secret) {
    const configured = configuredDeskSecret()
    secret = configured ? Promise.resolve(configured) : storedAppSecret(db, DESK_AUTH_SECRET_NAME)
    secrets.set(db, secret)
    // A failed read (database down) is retried by the next request.
    secret.catch(() => secrets.delete(db))
  }
  return secret
}

const instances = new WeakMap<Database, Promise<DeskAuth>>()

/** better-auth over this database, made once per database and process. */
export function deskAuthFor(db: Database): Promise<DeskAuth> {
  let instance = instances.get(db)
  if (!instance) {
    instance = deskSecretFor(db).then((secret) => createDeskAuth(db, secret))
    instances.set(db, instance)
    instance.catch(() => instances.delete(db))
  }
  return instance
}
