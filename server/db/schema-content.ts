// The content store's tables (server/db/schema.ts lists every table): migration 0016.
import type { ContentKind, ContentState } from '@/lib/content-kinds'

/**
 * One piece of content: an article, a role, a project, … (`kind`), known by its `slug` within its
 * kind. `draft` is the working copy the desk edits (JSON, the kind's schema); `published` is the
 * copy visitors are shown, null until it is published and again once it is taken down. `revision`
 * counts the saves: a save names the revision it started from, so a second tab's stale save is
 * told instead of overwriting the first.
 */
export interface ContentEntriesTable {
  id: string
  kind: ContentKind
  slug: string
  /** the order of kinds that have no date (projects, FAQ, …), smallest first */
  position: number
  state: ContentState
  draft: string
  published: string | null
  /** when a scheduled entry goes live (UTC) */
  publish_at: string | null
  /** when it first went live */
  published_at: string | null
  revision: number
  created_at: string
  updated_at: string
  updated_by: string | null
}

/** What an entry was at each save, publish, take-down and restore, and who did it. */
export interface ContentRevisionsTable {
  id: string
  entry_id: string
  revision: number
  event: ContentRevisionEvent
  data: string
  author: string | null
  created_at: string
}

export type ContentRevisionEvent =
  'seed' | 'import' | 'draft' | 'autosave' | 'publish' | 'schedule' | 'unpublish' | 'restore'

/** A page made again after a content change, for one build: migration 0017, server/content/pages.ts. */
export interface ContentPagesTable {
  route: string
  build_id: string
  /** when its render began, in ms: the later render wins */
  version: number
  /** its Content-Type, or 'gone' for a route taken down */
  type: string
  br: Buffer | null
  gzip: Buffer | null
  etag: string
  /** JSON: its inline scripts' hashes */
  hashes: string
  made_at: string
}

/** A page a content change could not make again, for one build: migration 0018. */
export interface ContentPageFailuresTable {
  route: string
  build_id: string
  failed_at: string
  /** the error's message, at most 300 characters */
  reason: string
}

/** An address content had before its slug changed: answered with a permanent redirect. */
export interface ContentRedirectsTable {
  from_path: string
  to_path: string
  created_at: string
}
