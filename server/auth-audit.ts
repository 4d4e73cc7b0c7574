import 'server-only'
import { recordAudit } from '@/server/audit'
import { auth } from '@/server/auth'
import { accountKey, emailOf, SIGN_IN_PATH } from '@/server/sign-in-guard'

const SIGN_OUT_PATH = '/api/auth/sign-out'

/**
 * Writes the auth library's answers into the audit trail: a sign-in (the administrator), a
 * sign-in refused for its password (the account tried, as its hash: never what was typed) and a
 * sign-out. Runs inside guardAuthRequest, so attempts the limits refuse never reach the password
 * check and are not recorded as failed sign-ins.
 */
export async function auditAuthRequest(request: Request, handle: (request: Request) => Promise<Response>) {
  const path = request.method === 'POST' ? new URL(request.url).pathname : null
  if (path === SIGN_IN_PATH) {
    const email = (await emailOf(request))?.trim().toLowerCase() ?? null
    const response = await handle(request)
    if (response.ok && email) await recordAudit(request.headers, { actor: email, action: 'sign_in' })
    else if (response.status === 401)
      await recordAudit(request.headers, {
        actor: null,
        action: 'sign_in_failed',
        target: email ? `account:${accountKey(email).slice(0, 16)}` : null,
      })
    return response
  }
  if (path === SIGN_OUT_PATH) {
    const session = await auth.api.getSession({ headers: request.headers }).catch(() => null)
    const response = await handle(request)
    if (response.ok && session)
      await recordAudit(request.headers, { actor: session.user.email, action: 'sign_out' })
    return response
  }
  return handle(request)
}
