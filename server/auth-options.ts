import 'server-only'
import type { BetterAuthOptions } from 'better-auth'
import { company } from '@/content/company'
import { db, databaseKind } from '@/server/db'
import { env } from '@/server/env'
import { authSecret } from '@/server/secret'

export const SESSION_DAYS = 1
export const SESSION_COOKIE_PREFIX = 've'

/**
 * better-auth: e-mail + password for administrators only (no sign-up), sessions in our
 * database, sign-in limited per address and per account (server/sign-in-guard.ts), cookies httpOnly + SameSite=Strict, and Secure
 * whenever the site is served over HTTPS.
 */
export const authOptions = {
  appName: company.name,
  baseURL: env.SITE_URL,
  secret: authSecret(),
  database: { db, type: databaseKind },
  emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 128 },
  session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 60 * 60 },
  // Off: its counters live in each process's memory. Every auth request is limited instead by
  // server/sign-in-guard.ts, per address and, for sign-in, per account, in the database.
  rateLimit: { enabled: false },
  advanced: {
    cookiePrefix: SESSION_COOKIE_PREFIX,
    useSecureCookies: env.SITE_URL.startsWith('https://'),
    defaultCookieAttributes: { sameSite: 'strict', httpOnly: true },
    ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
  },
  telemetry: { enabled: false },
  // Unexpected errors (the database being away) reach our route handler, which answers 503,
  // instead of becoming the library's bodiless 500. Its own answers (wrong password, …) stay.
  onAPIError: { throw: true },
} satisfies BetterAuthOptions
