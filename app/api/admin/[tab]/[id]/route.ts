import { deleteRow, updateStatus } from '@/modules/admin/queries'
import { isAdminTab, isStatusOf, TAB_INFO } from '@/modules/admin/tables'
import { adminRoute } from '@/server/admin-guard'
import { json } from '@/server/request'

type Context = { params: Promise<{ tab: string; id: string }> }

/** Change status: { "status": "<one of the tab's statuses>" }. */
export const PATCH = adminRoute(async (request, _admin, { params }: Context) => {
  const { tab, id } = await params
  if (!isAdminTab(tab)) return json({ message: 'Unknown table.' }, 404)
  const body = (await request.json().catch(() => null)) as { status?: unknown } | null
  const status = typeof body?.status === 'string' ? body.status : ''
  if (!isStatusOf(tab, status)) {
    return json({ message: `Status must be one of: ${TAB_INFO[tab].statuses.join(', ')}.` }, 400)
  }
  if (!(await updateStatus(tab, id, status))) return json({ message: 'That item no longer exists.' }, 404)
  return json({ ok: true })
})

export const DELETE = adminRoute(async (_request, _admin, { params }: Context) => {
  const { tab, id } = await params
  if (!isAdminTab(tab)) return json({ message: 'Unknown table.' }, 404)
  if (!(await deleteRow(tab, id))) return json({ message: 'That item no longer exists.' }, 404)
  return json({ ok: true })
})
