import { ListView } from '@/modules/desk/list/list-view'
import { deskMetadata, forDesk, loadList } from '@/modules/desk/load'
import { parseView, type Params } from '@/modules/desk/view'

export const generateMetadata = () => deskMetadata()

/**
 * The lead lists, at the address bookmarks and the reply-time links use:
 * `/admin-dashboard?tab=messages&q=…&status=…&page=…`. An address of the desk's earlier form
 * (`?panel=…`, `?open=…`) never gets here: proxy.ts sends it on to its page.
 */
export default async function DeskListPage({ searchParams }: { searchParams: Promise<Params> }) {
  const view = parseView(await searchParams)
  const list = await forDesk(() => loadList(view))
  return list && <ListView view={view} data={list.data} now={list.now} spam={list.spam} />
}
