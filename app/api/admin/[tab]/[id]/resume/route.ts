import { getResumeKey } from '@/modules/admin/queries'
import { ADMIN_MESSAGES } from '@/modules/admin/tables'
import { adminRoute } from '@/server/admin-guard'
import { json } from '@/server/request'
import { openStored, RESUME_LINK_SECONDS, signedResumeUrl } from '@/server/storage'

type Context = { params: Promise<{ tab: string; id: string }> }

/** A link to the application's resume, signed for 60 seconds. */
export const GET = adminRoute(async (_request, _admin, { params }: Context) => {
  const { tab, id } = await params
  if (tab !== 'applications') return json({ message: 'Only applications have resumes.' }, 404)
  const key = await getResumeKey(id)
  if (key === undefined) return json({ message: 'That application no longer exists.' }, 404)
  if (!key) return json({ message: ADMIN_MESSAGES.noResume }, 404)
  const file = await openStored(key)
  if (!file) return json({ message: ADMIN_MESSAGES.resumeMissing }, 404)
  file.stream.destroy()
  return json({ url: signedResumeUrl(key), expiresIn: RESUME_LINK_SECONDS })
})
