import 'server-only'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import type { z } from 'zod'
import { failed, type ActionState } from '@/lib/forms/action-state'
import { fieldErrorsOf, firstMessage } from '@/lib/forms/field-errors'
import { ADMIN_REFUSALS, adminContext, type AdminContext } from '@/server/auth/admin-guard'
import { requireAdmin } from '@/server/auth'
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, logDatabaseFault } from '@/server/db/faults'
import { isCrossSite } from '@/server/request'

/** Form fields as an object; a name sent more than once (checkboxes) becomes a list. */
function fieldsOf(form: FormData) {
  const fields: Record<string, string | string[]> = {}
  for (const key of new Set(form.keys())) {
    if (key.startsWith('$')) continue // Next's own fields on a form posted without JavaScript
    const values = form.getAll(key).filter((v): v is string => typeof v === 'string')
    fields[key] = values.length > 1 ? values : (values[0] ?? '')
  }
  return fields
}

/**
 * The answer to an action that needs sudo mode without it: the desk asks for the confirmation
 * and sends the same form again (modules/desk/sudo), so nothing typed or selected is lost.
 */
export const needsSudo = (values?: Record<string, string>) =>
  failed(ADMIN_REFUSALS.sudo, { sudo: true, values })

/**
 * Every desk write starts here: a cross-site request and a request without an administrator's
 * session are refused before anything is read, then the form is parsed. The action's own
 * failures are answers (`failed(...)`), never thrown; an unexpected error is logged and answered
 * with the action's failure message.
 */
export function adminAction<S extends z.ZodType>(
  schema: S,
  failure: string,
  run: (input: z.output<S>, admin: AdminContext) => Promise<ActionState>,
  options: { sudo?: boolean; beforeEnrolment?: boolean } = {},
) {
  return async (_previous: ActionState, form: FormData): Promise<ActionState> => {
    // A form posted without JavaScript and without the action's state (`$ACTION_ID_<id>`, which
    // no desk form sends) hands the action one argument: there is no such form here. Answered 404
    // by Next, signed in or not, before anything is read; nothing to log.
    if (!(form instanceof FormData)) notFound()
    const requestHeaders = await headers()
    if (isCrossSite(requestHeaders)) return failed(ADMIN_REFUSALS.crossSite)
    const fields = fieldsOf(form)
    const values = Object.fromEntries(
      Object.entries(fields).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
    )
    try {
      const session = await requireAdmin(requestHeaders)
      if (!session) return failed(ADMIN_REFUSALS.unauthorized, { signedOut: true })
      if (session.mustEnrol && !options.beforeEnrolment) return failed(ADMIN_REFUSALS.mustEnrol)
      const parsed = schema.safeParse(fields)
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error)
        return failed(firstMessage(fieldErrors, failure), { fieldErrors, values })
      }
      const admin = adminContext(requestHeaders, session)
      if (options.sudo && !(await admin.sudo())) return needsSudo(values)
      return await run(parsed.data, admin)
    } catch (error) {
      // The database being away is said as such, and what was typed (a note, a reply) comes back.
      if (isDatabaseUnavailable(error)) {
        logDatabaseFault('admin action refused', error)
        return failed(DATABASE_UNAVAILABLE.write, { values })
      }
      console.error(`Admin action failed (${failure}):`, error)
      return failed(failure)
    }
  }
}
