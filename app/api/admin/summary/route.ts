import { countRows } from '@/modules/admin/queries'
import { adminRoute } from '@/server/admin-guard'
import { json } from '@/server/request'

/** The three count tiles. */
export const GET = adminRoute(async () => json({ counts: await countRows() }))
