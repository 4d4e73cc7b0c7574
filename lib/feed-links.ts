import { company } from '@/content/company'

const feed = (path: string, type: string, label: string) =>
  ({ path, type, label, title: `${company.name} blog (${label})` }) as const

/** The blog's feeds (lib/feed.ts builds them): where each is, its type and its name. */
export const FEEDS = {
  rss: feed('/feed.xml', 'application/rss+xml', 'RSS'),
  atom: feed('/atom.xml', 'application/atom+xml', 'Atom'),
  json: feed('/feed.json', 'application/feed+json', 'JSON Feed'),
}

export type FeedKind = keyof typeof FEEDS

/** The feeds as every page's `<link rel="alternate">` list (Next's `alternates.types`). */
export const feedAlternates = Object.fromEntries(
  Object.values(FEEDS).map((f) => [f.type, [{ url: f.path, title: f.title }]]),
)
