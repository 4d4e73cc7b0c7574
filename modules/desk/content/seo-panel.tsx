'use client'

import { AlertTriangle, CheckCircle2 } from 'lucide'
import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { Icon } from '@/components/ui/icon'
import { blogCategories } from '@/content/schema'
import { seoCopy } from '@/content/desk/seo'
import { cn } from '@/lib/cn'
import { SEO_PICTURE_AFTER_MS } from '@/lib/constants'
import { pageTitle } from '@/lib/page-title'
import { articleFromForm } from './article-model'
import type { ArticleForm } from './schema'
import { seoChecks, type SeoCheck } from './seo-checks'

/** The editor's fields the panel reads, as its form sends them. */
const FIELDS = ['id', 'title', 'summary', 'body', 'slug', 'category', 'author', 'cover', 'cover_alt'] as const
type Values = Record<(typeof FIELDS)[number], string>
const EMPTY = JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, ''])))

/** What the form holds now, as one string (a snapshot compares by value). */
function snapshotOf(formId: string) {
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return EMPTY
  const data = new FormData(form)
  return JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, String(data.get(f) ?? '')])))
}

/** Every input or change in the page: the panel reads its form again (the form may be drawn anew). */
function subscribe(onChange: () => void) {
  document.addEventListener('input', onChange)
  document.addEventListener('change', onChange)
  return () => {
    document.removeEventListener('input', onChange)
    document.removeEventListener('change', onChange)
  }
}

const categoryOf = (value: string): ArticleForm['category'] =>
  blogCategories.find((c) => c === value) ?? blogCategories[0]

/** The read time a save would give an article that has none yet (article-model.ts counts it). */
const minutesOf = (v: Values) =>
  articleFromForm(
    {
      ...v,
      revision: 0,
      intent: 'save',
      auto: '',
      tags: '',
      publish_at: '',
      cover_image: '',
      category: categoryOf(v.category),
    },
    null,
    '',
  ).readTime

function Verdict({ check }: { check: SeoCheck }) {
  const pass = check.verdict === 'pass'
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        pass ? 'text-success bg-surface' : 'bg-warning-soft text-warning',
      )}
    >
      <Icon icon={pass ? CheckCircle2 : AlertTriangle} className="size-3.5" />
      {seoCopy.verdict[check.verdict]}
    </span>
  )
}

/** One part of the panel: its heading, and what it shows. */
function PanelPart({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h4 id={id} className="text-sm font-semibold">
        {title}
      </h4>
      {children}
    </section>
  )
}

/**
 * Beside the article editor: how search results and shared links will show the article, and the
 * checks of its title, description, headings and images, from what the form `formId` holds as
 * the author types (the editor itself is not touched). `siteUrl` is the site's address, `siteName`
 * the company's name as published (every title ends with it).
 */
export function SeoPanel({
  formId,
  siteUrl,
  siteName,
}: {
  formId: string
  siteUrl: string
  siteName: string
}) {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => snapshotOf(formId),
    () => EMPTY,
  )
  const deferred = useDeferredValue(snapshot)
  const values = useMemo(() => JSON.parse(deferred) as Values, [deferred])
  const checks = useMemo(() => seoChecks(values, siteName), [values, siteName])
  const title = values.title.trim()

  const query = title
    ? new URLSearchParams({
        id: values.id,
        title,
        summary: values.summary,
        category: values.category,
        author: values.author,
        minutes: String(minutesOf(values)),
      }).toString()
    : ''
  // The picture is drawn on the server: again only once the typing pauses.
  const [picture, setPicture] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setPicture(query), picture ? SEO_PICTURE_AFTER_MS : 0)
    return () => clearTimeout(timer)
  }, [query, picture])

  const host = siteUrl.replace(/^https?:\/\//, '')
  return (
    <aside
      aria-labelledby="seo-panel"
      className="border-border bg-surface grid content-start gap-5 rounded-xl border p-4"
    >
      <div className="grid gap-1">
        <h3 id="seo-panel" className="text-lg font-semibold">
          {seoCopy.title}
        </h3>
        <p className="text-fg-muted text-sm">{seoCopy.description}</p>
      </div>

      <PanelPart id="seo-snippet" title={seoCopy.snippetTitle}>
        <div className="border-border bg-bg grid gap-1 rounded-lg border p-3 text-sm">
          <p className="text-fg-muted truncate text-xs">
            {host} › blog › {values.slug}
          </p>
          <p className="text-accent truncate text-base" data-testid="seo-title">
            {pageTitle(title, siteName)}
          </p>
          <p className="text-fg-muted line-clamp-2">{values.summary}</p>
        </div>
      </PanelPart>

      <PanelPart id="seo-checks" title={seoCopy.checksTitle}>
        <ul className="grid gap-3 text-sm">
          {checks.map((check) => (
            <li key={check.key} data-check={check.key} className="grid justify-items-start gap-1">
              <Verdict check={check} />
              <span>{check.text}</span>
            </li>
          ))}
        </ul>
      </PanelPart>

      <PanelPart id="seo-picture" title={seoCopy.pictureTitle}>
        {picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- drawn per keystroke by the desk, not a static asset
          <img
            src={`/api/admin/share-picture?${picture}`}
            alt={seoCopy.pictureAlt(new URLSearchParams(picture).get('title') ?? '')}
            width={1200}
            height={630}
            className="border-border bg-bg aspect-[1200/630] h-auto w-full rounded-lg border"
          />
        ) : (
          <p className="text-fg-muted text-sm">{seoCopy.pictureNone}</p>
        )}
        <p className="text-fg-muted text-xs">{seoCopy.pictureNote}</p>
      </PanelPart>
    </aside>
  )
}
