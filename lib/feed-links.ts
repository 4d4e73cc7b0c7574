const feed = (path: string, type: string, label: string) => ({ path, type, label }) as const

/** The blog's feeds (lib/feed.ts builds them): where each is, its type and its kind's name. */
export const FEEDS = {
  rss: feed('/feed.xml', 'application/rss+xml', 'RSS'),
  atom: feed('/atom.xml', 'application/atom+xml', 'Atom'),
  json: feed('/feed.json', 'application/feed+json', 'JSON Feed'),
}

export type FeedKind = keyof typeof FEEDS

/** A feed's name, with the company's name as published: "Vantage Edge Technologies blog (RSS)". */
export const feedTitle = (kind: FeedKind, siteName: string) => `${siteName} blog (${FEEDS[kind].label})`

/** The feeds as every page's `<link rel="alternate">` list (Next's `alternates.types`). */
export const feedAlternates = (siteName: string) =>
  Object.fromEntries(
    (Object.keys(FEEDS) as FeedKind[]).map((kind) => [
      FEEDS[kind].type,
      [{ url: FEEDS[kind].path, title: feedTitle(kind, siteName) }],
    ]),
  )
