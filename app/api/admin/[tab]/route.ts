import { listRows } from '@/modules/admin/queries'
import { filterOf, isAdminTab } from '@/modules/admin/tables'
import { adminRoute } from '@/server/admin-guard'
import { json } from '@/server/request'

type Context = { params: Promise<{ tab: string }> }

/** One page of a tab: ?q= searches in the database, ?status= filters, ?page= from 1. */
export const GET = adminRoute(async (request, _admin, { params }: Context) => {
  const { tab } = await params
  if (!isAdminTab(tab)) return json({ message: 'Unknown table.' }, 404)
  const search = new URL(request.url).searchParams
  const parsed = filterOf(tab, search)
  if ('error' in parsed) return json({ message: parsed.error }, 400)
  const page = Number(search.get('page') ?? 1)
  return json(await listRows(tab, { ...parsed.filter, page: Number.isFinite(page) ? page : 1 }))
})
