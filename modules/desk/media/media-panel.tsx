import Link from 'next/link'
import { PanelHeader } from '@/components/ui/panel-header'
import { MEDIA_LIBRARY_COPY as copy } from '@/content/desk/media'
import { formatCallTime } from '@/lib/call-time'
import { mediaSrc, variantWidths } from '@/lib/media'
import type { MediaItem } from '@/server/media'
import type { MediaUse } from '@/server/media/uses'
import { ActionForm } from '../action-form'
import { CopyButton } from '../copy-button'
import { fieldClass } from '../field'
import { describeMediaAction, removeMediaAction } from './actions'
import { MediaUpload } from './media-upload'

export type LibraryItem = MediaItem & { usedBy: MediaUse[] }

const ARTICLES_PATH = '/admin-dashboard/content/articles'

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`

/** How an article's body shows the image: its largest WebP, described. */
const markdownOf = (item: MediaItem) =>
  `![${item.alt.replace(/[[\]]/g, '')}](${mediaSrc(item, variantWidths(item.width).at(-1)!, 'webp')})`

function UsedBy({ uses }: { uses: MediaUse[] }) {
  if (!uses.length) return <p className="text-fg-muted">{copy.unused}</p>
  return (
    <p className="text-fg-muted">
      {copy.usedBy}{' '}
      {uses.map((use, i) => (
        <span key={use.id}>
          {i ? ', ' : ''}
          <Link
            href={`${ARTICLES_PATH}/${use.id}`}
            className="text-accent underline-offset-4 hover:underline"
          >
            {use.title}
          </Link>
        </span>
      ))}
    </p>
  )
}

function MediaCard({ item }: { item: LibraryItem }) {
  const altId = `media-alt-${item.id}`
  return (
    <li className="card grid min-w-0 content-start gap-3 p-4" data-testid="media-item">
      {/* eslint-disable-next-line @next/next/no-img-element -- the library's own smallest size */}
      <img
        src={mediaSrc(item, variantWidths(item.width)[0]!, 'webp')}
        alt=""
        width={item.width}
        height={item.height}
        loading="lazy"
        decoding="async"
        className="border-border bg-bg aspect-[4/3] h-auto w-full rounded-lg border object-contain"
      />
      <div className="grid gap-1 text-sm">
        <h4 className="font-medium break-all">{item.name}</h4>
        <p className="text-fg-muted">
          {copy.dimensions(item.width, item.height)} · {size(item.bytes)} · {formatCallTime(item.created_at)}
        </p>
        <UsedBy uses={item.usedBy} />
      </div>
      <ActionForm action={describeMediaAction} refresh className="grid gap-2">
        <input type="hidden" name="id" value={item.id} />
        <label htmlFor={altId} className="text-sm font-medium">
          {copy.altLabel}
        </label>
        <textarea
          id={altId}
          name="alt"
          rows={2}
          defaultValue={item.alt}
          aria-describedby={`${altId}-hint`}
          className={fieldClass}
        />
        <p id={`${altId}-hint`} className="text-fg-muted text-xs">
          {copy.altHint}
        </p>
        <button type="submit" className="btn btn-secondary w-fit">
          {copy.saveAlt}
        </button>
      </ActionForm>
      <p className="text-sm">
        <span className="font-medium">{copy.markdownLabel}:</span>{' '}
        <code className="bg-bg rounded px-1 text-xs break-all">{markdownOf(item)}</code>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton
          text={markdownOf(item)}
          copied={copy.copied(markdownOf(item))}
          otherwise={copy.copyRefused(markdownOf(item))}
        >
          {copy.copyMarkdown}
        </CopyButton>
        <ActionForm action={removeMediaAction} refresh confirm={copy.removeConfirm(item.name)}>
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" className="btn btn-ghost" aria-label={`${copy.remove} ${item.name}`}>
            {copy.remove}
          </button>
        </ActionForm>
      </div>
    </li>
  )
}

/** The media library: the upload, and every image with its sizes, its uses, description and deletion. */
export function MediaPanel({ items }: { items: LibraryItem[] }) {
  return (
    <div className="grid grid-cols-1 gap-8 p-4 sm:p-6">
      <p>
        <Link
          href="/admin-dashboard/content"
          className="text-accent text-sm underline-offset-4 hover:underline"
        >
          {copy.back}
        </Link>
      </p>
      <PanelHeader level={2} title={copy.title} description={copy.description} measure="prose" />
      <MediaUpload />
      <section aria-labelledby="media-list" className="grid grid-cols-1 gap-3">
        <PanelHeader id="media-list" title={copy.listTitle} />
        {items.length ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((item) => (
              <MediaCard key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <p className="text-fg-muted text-sm">{copy.empty}</p>
        )}
      </section>
    </div>
  )
}
