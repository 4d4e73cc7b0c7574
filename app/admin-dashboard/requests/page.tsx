import { deskMetadata, forDesk } from '@/modules/desk/load'
import { listRequests } from '@/modules/desk/requests/queries'
import { RequestsPanel } from '@/modules/desk/requests/requests-panel'
import { parseView, type Params } from '@/modules/desk/view'

export const generateMetadata = () => deskMetadata()

/** The requests, and the time their due dates are counted from. */
const loadRequests = async () => ({ data: await listRequests(), now: Date.now() })

/** The data requests to answer, soonest due first. */
export default async function DeskRequestsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const view = parseView(await searchParams, { panel: 'requests' })
  const loaded = await forDesk(loadRequests)
  return loaded && <RequestsPanel view={view} data={loaded.data} now={loaded.now} />
}
