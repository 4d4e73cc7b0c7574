import 'server-only'
import { deskPagePath } from '@/lib/constants'
import { auditAs, type AdminAudit } from '@/server/audit'
import { requireAdmin, type AdminSession } from '@/server/auth'
import { SUDO_REFUSAL } from '@/server/auth/flow'
import { DATABASE_UNAVAILABLE, databaseRoute } from '@/server/db/faults'
import { isCrossSite, json, wantsHtml } from '@/server/request'
import { spendSudo } from '@/server/auth/sudo'

export const ADMIN_REFUSALS = {
  unauthorized: 'Sign in as an administrator to continue.',
  crossSite: 'Admin requests must come from the dashboard itself.',
  mustEnrol: 'Set up two-step sign-in on the Account page before working on the desk.',
  sudo: SUDO_REFUSAL.message,
} as const

/**
 * The administrator a desk request runs as, with a way to write to the audit trail as them and
 * to take sudo mode: `sudo()` says whether the session has recently confirmed who it is, and
 * extends that confirmation when it has (server/auth/sudo.ts).
 */
export type AdminContext = AdminSession & { audit: AdminAudit; sudo: () => Promise<boolean> }

export function adminContext(headers: Headers, admin: AdminSession): AdminContext {
  return { ...admin, audit: auditAs(headers, admin.email), sudo: () => spendSudo(admin.sessionId) }
}

/** Where a page asks for the confirmation and then goes on to `next` (a desk address). */
export const confirmHref = (next: string) => `${deskPagePath('confirm')}?next=${encodeURIComponent(next)}`

/**
 * Wraps every admin route handler: a cross-site request gets 403 and a request without an admin
 * session 401, before anything is read or written; 503 while the database is away. An
 * administrator who must enrol a second factor first (REQUIRE_2FA) gets 403. With `sudo`, the
 * session must have confirmed who it is recently: a page opened in the browser is sent to the
 * confirmation and comes back after it; any other request gets 403 SUDO_REQUIRED.
 */
export function adminRoute<C>(
  handler: (request: Request, admin: AdminContext, context: C) => Promise<Response>,
  options: { sudo?: boolean } = {},
) {
  return databaseRoute(DATABASE_UNAVAILABLE.read, async (request: Request, context: C) => {
    if (isCrossSite(request)) return json({ message: ADMIN_REFUSALS.crossSite }, 403)
    const session = await requireAdmin(request.headers)
    if (!session) return json({ message: ADMIN_REFUSALS.unauthorized }, 401)
    if (session.mustEnrol) return json({ message: ADMIN_REFUSALS.mustEnrol }, 403)
    const admin = adminContext(request.headers, session)
    if (options.sudo && !(await admin.sudo())) {
      const url = new URL(request.url)
      if (request.method === 'GET' && wantsHtml(request))
        return new Response(null, {
          status: 303,
          headers: { Location: confirmHref(`${url.pathname}${url.search}`), 'Cache-Control': 'no-store' },
        })
      return json(SUDO_REFUSAL, 403)
    }
    return handler(request, admin, context)
  })
}
