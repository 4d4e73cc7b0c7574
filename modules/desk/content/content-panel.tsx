import Link from 'next/link'
import { PanelHeader } from '@/components/ui/panel-header'
import { contentCopy } from '@/content/desk/content'
import { MEDIA_LIBRARY_COPY } from '@/content/desk/media'
import type { Entry } from '@/server/content/entries'
import { formatCallTime } from '@/lib/call-time'
import { cn } from '@/lib/cn'
import { fieldClass } from '../field'
import type { ContentState } from '@/lib/content-kinds'
import { ArticleFigures, StatsWindowNote } from './article-stats'
import type { ArticleStats, StatsWindow } from './stats-model'

/** Each state's label, from the desk's copy: one for every state there is. */
const STATE_LABELS: Record<ContentState, string> = contentCopy.state

/** An entry's state in words; a role taken down reads "Closed". */
export const stateLabel = (entry: Entry) =>
  (entry.kind === 'role' ? contentCopy.roleState[entry.state] : undefined) ?? STATE_LABELS[entry.state]

const CONTENT_PATH = '/admin-dashboard/content'
const ARTICLES_PATH = `${CONTENT_PATH}/articles`
const ROLES_PATH = '/admin-dashboard/content/roles'

/** A state as a small label. */
function StateLabel({ entry }: { entry: Entry }) {
  const label = stateLabel(entry)
  return (
    <span className={cn('chip py-0.5 text-xs', entry.state === 'published' && 'bg-accent-soft text-accent')}>
      {label}
    </span>
  )
}

function EntryList({
  title,
  id,
  entries,
  href,
  name = (e) => String(e.draft.title ?? e.slug),
  action,
  note,
  figures,
}: {
  title: string
  id: string
  entries: Entry[]
  href: (e: Entry) => string
  /** what names an entry in the list */
  name?: (e: Entry) => string
  /** beside the heading: the link that starts a new one */
  action?: React.ReactNode
  /** under the heading: what the rows' figures count */
  note?: React.ReactNode
  /** at the end of each row: its figures */
  figures?: (e: Entry) => React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <PanelHeader id={id} title={title} action={action} />
      {note}
      {entries.length ? (
        <ul className="divide-border border-border divide-y rounded-xl border">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
              <Link href={href(e)} className="font-medium underline-offset-4 hover:underline">
                {name(e)}
              </Link>
              <StateLabel entry={e} />
              <span className="text-fg-muted text-sm">
                {contentCopy.changed(formatCallTime(e.updatedAt), e.updatedBy)}
              </span>
              {figures?.(e)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-fg-muted text-sm">{contentCopy.noneFound}</p>
      )}
    </section>
  )
}

/** One of the simpler kinds on the Content page. */
export type OtherList = {
  path: string
  title: string
  newLabel?: string
  nameField: string
  entries: Entry[]
}

type Failure = { route: string; failed_at: string; reason: string }

/** The pages a change could not make again: visitors get the last good one meanwhile. */
function PageFailures({ failures }: { failures: Failure[] }) {
  if (!failures.length) return null
  return (
    <section
      role="alert"
      aria-labelledby="content-failures"
      className="border-violet grid gap-2 rounded-xl border p-4"
    >
      <h3 id="content-failures" className="font-semibold">
        {contentCopy.failuresTitle}
      </h3>
      <p className="text-fg-muted text-sm">{contentCopy.failuresText}</p>
      <ul className="grid gap-1 text-sm">
        {failures.map((f) => (
          <li key={f.route}>
            <code>{f.route}</code>, {formatCallTime(f.failed_at)}: {f.reason}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The Content page: each kind's entries with their state, newest change first, searchable. */
export function ContentPanel({
  q,
  articles,
  roles,
  failures,
  others,
  stats,
  period,
}: {
  q: string
  articles: Entry[]
  roles: Entry[]
  failures: Failure[]
  /** the simpler kinds, each with its entries, edited in the shared editor */
  others: OtherList[]
  /** each article's figures in `period`, by slug */
  stats: Map<string, ArticleStats>
  period: StatsWindow
}) {
  return (
    <div className="grid gap-8 p-4 sm:p-6">
      <PanelHeader
        level={2}
        title={contentCopy.title}
        description={contentCopy.description}
        measure="prose"
      />
      <PageFailures failures={failures} />
      <nav aria-label={contentCopy.jumpLabel}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {[
            { id: 'content-articles', title: contentCopy.articlesTitle },
            { id: 'content-roles', title: contentCopy.rolesTitle },
            ...others.map((list) => ({ id: `content-${list.path}`, title: list.title })),
          ].map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-accent underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-end gap-3">
        <form role="search" className="flex items-end gap-2">
          <label className="grid gap-1 text-sm font-medium">
            {contentCopy.searchLabel}
            <input type="search" name="q" defaultValue={q} className={cn(fieldClass, 'min-h-11')} />
          </label>
          <button type="submit" className="btn btn-secondary">
            Search
          </button>
        </form>
        <Link href={`${ARTICLES_PATH}/new`} className="btn btn-primary">
          {contentCopy.editorNew}
        </Link>
        <Link href={`${ROLES_PATH}/new`} className="btn btn-secondary">
          {contentCopy.roleNew}
        </Link>
        <Link href={`${CONTENT_PATH}/media`} className="btn btn-secondary">
          {MEDIA_LIBRARY_COPY.link}
        </Link>
      </div>
      <EntryList
        title={contentCopy.articlesTitle}
        id="content-articles"
        entries={articles}
        href={(e) => `${ARTICLES_PATH}/${e.id}`}
        note={<StatsWindowNote period={period} />}
        figures={(e) => <ArticleFigures title={String(e.draft.title ?? e.slug)} stats={stats.get(e.slug)} />}
      />
      <EntryList
        title={contentCopy.rolesTitle}
        id="content-roles"
        entries={roles}
        href={(e) => `${ROLES_PATH}/${e.id}`}
      />
      {others.map((list) => (
        <EntryList
          key={list.path}
          title={list.title}
          id={`content-${list.path}`}
          entries={list.entries}
          href={(e) => `${CONTENT_PATH}/${list.path}/${e.id}`}
          name={(e) => (list.newLabel ? String(e.draft[list.nameField] ?? e.slug) : list.title)}
          action={
            list.newLabel ? (
              <Link href={`${CONTENT_PATH}/${list.path}/new`} className="btn btn-secondary">
                {list.newLabel}
              </Link>
            ) : undefined
          }
        />
      ))}
    </div>
  )
}
