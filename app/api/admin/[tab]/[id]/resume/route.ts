import { getResumeKey } from '@/modules/desk/record/queries'
import { DESK_MESSAGES } from '@/modules/desk/records'
import { recordEvents } from '@/server/leads/events'
import { adminRoute } from '@/server/auth/admin-guard'
import { resultPage } from '@/server/forms/result-page'
import { json, referrerPath, wantsHtml } from '@/server/request'
import { RESUME_LINK_SECONDS, resumeExists, signedResumeUrl } from '@/server/storage'
import { DESK_PATH } from '@/lib/constants'

type Context = { params: Promise<{ tab: string; id: string }> }

/**
 * A link to the application's resume, signed for 60 seconds, and a line on its timeline. A
 * browser following the desk's link (no JavaScript) is redirected to it; the desk's script
 * gets it as JSON.
 */
export const GET = adminRoute(
  async (request, admin, { params }: Context) => {
    const { tab, id } = await params
    const fail = (message: string, status: number) =>
      wantsHtml(request)
        ? resultPage({
            ok: false,
            title: message,
            message: 'Go back to the desk and try again.',
            // Back to the view the link was followed from (its tab, filters and open record).
            backHref: referrerPath(request) ?? DESK_PATH,
            backLabel: 'Back to the desk',
            form: false,
            status,
          })
        : json({ message }, status)
    if (tab !== 'applications') return fail('Only applications have resumes.', 404)
    const key = await getResumeKey(id)
    if (key === undefined) return fail('That application no longer exists.', 404)
    if (!key) return fail(DESK_MESSAGES.noResume, 404)
    if (!(await resumeExists(key))) return fail(DESK_MESSAGES.resumeMissing, 404)
    await recordEvents([{ type: 'applications', id, kind: 'resume', actor: admin.email }])
    await admin.audit({ action: 'resume_opened', target: `applications:${id}` })
    const url = signedResumeUrl(key)
    if (wantsHtml(request))
      return new Response(null, { status: 303, headers: { Location: url, 'Cache-Control': 'no-store' } })
    return json({ url, expiresIn: RESUME_LINK_SECONDS })
  },
  { sudo: true },
)
