import { adminRoute } from '@/server/auth/admin-guard'
import { json } from '@/server/request'
import { sudoUntil } from '@/server/auth/sudo'

/** Whether this session is in sudo mode, and until when: the desk asks before a guarded link. */
export const GET = adminRoute(async (_request, admin) => {
  const until = await sudoUntil(admin.sessionId)
  return json({ active: until !== null, until }, 200, { 'Cache-Control': 'private, no-store' })
})
