import 'server-only'
import type { BetterAuthOptions } from 'better-auth'
import { APIError } from 'better-auth/api'
import { twoFactor } from 'better-auth/plugins'
import { passkey } from '@better-auth/passkey'
import { seedFacts } from '@/server/content/seed'
import { db, databaseKind } from '@/server/db'
import { env } from '@/server/env'
import { TRUSTED_BROWSER_DAYS } from '@/lib/constants'
import { backupCodeStore } from '@/server/auth/second-factor'
import { authSecret } from '@/server/secret'
import { openSudo } from '@/server/auth/sudo'

export const SESSION_DAYS = 1
export const SESSION_COOKIE_PREFIX = 've'

/**
 * better-auth: e-mail + password for administrators only (no sign-up), a second step by an
 * authenticator app, a backup code or a passkey once enrolled (a passkey also signs in by
 * itself), sessions in our database, sign-in (both steps) limited per address and per account
 * (server/auth/sign-in-guard.ts), cookies httpOnly + SameSite=Strict, and Secure whenever the site is
 * served over HTTPS.
 *
 * Its names are the first content's company name, fixed when the module loads: a passkey is bound
 * to the relying party's name when it is made, so a rename in the desk must not change it under
 * the passkeys already made. An authenticator app is named with the company's name as published
 * when it is set up (the issuer the desk's account page sends, modules/desk/account/actions.ts).
 */
export const authOptions = {
  appName: seedFacts.name,
  baseURL: env.SITE_URL,
  secret: authSecret(),
  database: { db, type: databaseKind },
  emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 128 },
  session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 60 * 60 },
  // Off: its counters live in each process's memory. Every auth request is limited instead by
  // server/auth/sign-in-guard.ts, per address and, for sign-in, per account, in the database.
  rateLimit: { enabled: false },
  advanced: {
    cookiePrefix: SESSION_COOKIE_PREFIX,
    useSecureCookies: env.SITE_URL.startsWith('https://'),
    defaultCookieAttributes: { sameSite: 'strict', httpOnly: true },
    ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
  },
  plugins: [
    twoFactor({
      issuer: seedFacts.name,
      backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: backupCodeStore },
      trustDeviceMaxAge: TRUSTED_BROWSER_DAYS * 24 * 60 * 60,
      // The second step must follow the password within ten minutes.
      twoFactorCookieMaxAge: 10 * 60,
    }),
    // Passkeys for the site's own host name (SITE_URL's: a browser refuses an IP address), and
    // only from the site's own origin. Each must verify its user (a PIN, a fingerprint), as a
    // passkey stands for both steps of a sign-in.
    passkey({
      rpName: seedFacts.name,
      origin: new URL(env.SITE_URL).origin,
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      authentication: {
        afterVerification: async ({ verification }) => {
          if (!verification.authenticationInfo.userVerified)
            throw new APIError('UNAUTHORIZED', {
              code: 'PASSKEY_NOT_VERIFIED',
              message: 'The passkey did not check that it is you (a PIN, a fingerprint or a face).',
            })
        },
      },
      advanced: { webAuthnChallengeCookie: 'passkey_challenge' },
    }),
  ],
  databaseHooks: {
    // Every new session has just proved who it is (a sign-in, or a session renewed by a
    // confirmed change), so it starts in sudo mode.
    session: { create: { after: async (session) => openSudo(session.id) } },
  },
  telemetry: { enabled: false },
  // Unexpected errors (the database being away) reach our route handler, which answers 503,
  // instead of becoming the library's bodiless 500. Its own answers (wrong password, …) stay.
  onAPIError: { throw: true },
} satisfies BetterAuthOptions
