import { deskMetadata, forDesk } from '@/modules/desk/load'
import { spamOverview } from '@/modules/desk/spam/queries'
import { SpamPanel } from '@/modules/desk/spam/spam-panel'
import { parseView, type Params } from '@/modules/desk/view'

export const generateMetadata = () => deskMetadata()

/** How spam is kept apart, and the settings that tune it. */
export default async function DeskSpamPage({ searchParams }: { searchParams: Promise<Params> }) {
  const view = parseView(await searchParams, { panel: 'spam' })
  const overview = await forDesk(() => spamOverview())
  return overview && <SpamPanel view={view} overview={overview} />
}
