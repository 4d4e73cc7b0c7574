import { integrationsOverview } from '@/modules/desk/integrations/queries'
import { IntegrationsPanel } from '@/modules/desk/integrations/integrations-panel'
import { deskMetadata, forDesk } from '@/modules/desk/load'
import { parseView, type Params } from '@/modules/desk/view'

export const generateMetadata = () => deskMetadata()

/** Where leads go besides the desk. */
export default async function DeskIntegrationsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const view = parseView(await searchParams, { panel: 'integrations' })
  const overview = await forDesk(() => integrationsOverview())
  return overview && <IntegrationsPanel view={view} overview={overview} />
}
