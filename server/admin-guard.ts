import 'server-only'
import { auditAs, type AdminAudit } from '@/server/audit'
import { requireAdmin, type AdminSession } from '@/server/auth'
import { DATABASE_UNAVAILABLE, databaseRoute } from '@/server/db/faults'
import { isCrossSite, json } from '@/server/request'

export const ADMIN_REFUSALS = {
  unauthorized: 'Sign in as an administrator to continue.',
  crossSite: 'Admin requests must come from the dashboard itself.',
} as const

/** The administrator a desk request runs as, with a way to write to the audit trail as them. */
export type AdminContext = AdminSession & { audit: AdminAudit }

/**
 * Wraps every admin route handler: a cross-site request gets 403 and a request without an admin
 * session 401, before anything is read or written; 503 while the database is away.
 */
export function adminRoute<C>(
  handler: (request: Request, admin: AdminContext, context: C) => Promise<Response>,
) {
  return databaseRoute(DATABASE_UNAVAILABLE.read, async (request: Request, context: C) => {
    if (isCrossSite(request)) return json({ message: ADMIN_REFUSALS.crossSite }, 403)
    const admin = await requireAdmin(request.headers)
    if (!admin) return json({ message: ADMIN_REFUSALS.unauthorized }, 401)
    return handler(request, { ...admin, audit: auditAs(request.headers, admin.email) }, context)
  })
}
