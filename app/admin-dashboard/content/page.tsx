import { kindCopy } from '@/content/desk/kinds'
import { deskMetadata, forDesk } from '@/modules/desk/load'
import { ContentPanel } from '@/modules/desk/content/content-panel'
import { EDITED_KINDS, KIND_PATHS } from '@/modules/desk/content/kinds'
import { listArticleStats } from '@/modules/desk/content/queries'
import { statsWindow } from '@/modules/desk/content/stats-model'
import type { Params } from '@/modules/desk/view'
import { listEntries } from '@/server/content/entries'
import { pageFailures } from '@/server/content/failures'

export const generateMetadata = () => deskMetadata()

/**
 * Everything visitors read that the desk edits, kind by kind, with each entry's state, and each
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
      Promise.all(EDITED_KINDS.map((kind) => listEntries(kind, q))),
      listArticleStats(period),
    ]),
  )
  if (!loaded) return null
  const others = EDITED_KINDS.map((kind, i) => ({
    path: KIND_PATHS[kind],
    title: kindCopy[kind].title,
    newLabel: kindCopy[kind].newLabel,
    nameField: kindCopy[kind].nameField,
    entries: loaded[3][i]!,
  }))
  return (
    <ContentPanel
      q={q}
      articles={loaded[0]}
      roles={loaded[1]}
      failures={loaded[2]}
      others={others}
      stats={loaded[4]}
      period={period}
    />
  )
}
