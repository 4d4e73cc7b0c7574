import { deskMetadata, forDesk } from '@/modules/desk/load'
import { ContentPanel } from '@/modules/desk/content/content-panel'
import { listArticleStats } from '@/modules/desk/content/queries'
import { statsWindow } from '@/modules/desk/content/stats-model'
import type { Params } from '@/modules/desk/view'
import { listEntries } from '@/server/content/entries'
import { pageFailures } from '@/server/content/failures'

export const generateMetadata = () => deskMetadata()

/**
 * Everything visitors read that the desk edits: articles and roles, with their state, and each
 * article's figures of the last days.
 */
export default async function DeskContentPage({ searchParams }: { searchParams: Promise<Params> }) {
  const raw = (await searchParams).q
  const q = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 100) ?? ''
  const period = statsWindow()
  const loaded = await forDesk(() =>
    Promise.all([
      listEntries('article', q),
      listEntries('role', q),
      pageFailures(),
      listArticleStats(period),
    ]),
  )
  return (
    loaded && (
      <ContentPanel
        q={q}
        articles={loaded[0]}
        roles={loaded[1]}
        failures={loaded[2]}
        stats={loaded[3]}
        period={period}
      />
    )
  )
}
