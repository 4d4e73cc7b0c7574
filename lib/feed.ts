import type { Company, PostFrontMatter } from '@/content/schema'
import { FEEDS, type FeedKind } from '@/lib/feed-links'
import { absoluteUrl } from '@/lib/seo'

/**
 * The blog's feeds, for readers and aggregators: RSS 2.0, Atom and JSON Feed 1.1, built at build
 * time from the article collection (one list of entries serves all three). Every address is the
 * canonical one (SITE_URL); the dates are the articles', so every build of the same articles makes
 * the same feeds.
 */
const blogTitle = (company: Company) => `${company.name} blog`
const blogDescription = (company: Company) =>
  'Guides on websites, e-commerce, web development, AI, design and security from the engineers at ' +
  `${company.name}, ${company.address.city}.`

type FeedPost = Pick<PostFrontMatter, 'slug' | 'title' | 'summary' | 'date' | 'author' | 'category' | 'tags'>

/** An article's day as an instant: midnight in New Delhi, where it is published. */
const publishedAt = (day: string) => new Date(`${day}T00:00:00+05:30`)

/**
 * How many articles a feed lists: the newest, as feeds usually carry (a reader polls for what is
 * new; the whole archive is on /blog and in the sitemap). It keeps each feed a few dozen kilobytes
 * however long the blog grows, and each publish's remaking of the three feeds quick.
 */
export const FEED_ENTRIES = 50

/** The entries, the newest FEED_ENTRIES, newest first, with what every format says of them. */
function entries(posts: readonly FeedPost[]) {
  return [...posts]
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .slice(0, FEED_ENTRIES)
    .map((post) => ({
      url: absoluteUrl(`/blog/${post.slug}`),
      title: post.title,
      summary: post.summary,
      published: publishedAt(post.date),
      author: post.author,
      categories: [post.category, ...post.tags],
    }))
}

/** The newest article's date: when the feed last changed (no clock, so builds agree). */
const updatedOf = (items: ReturnType<typeof entries>) => items[0]?.published ?? publishedAt('2024-01-01')

/** Text made safe inside an XML element or attribute. */
export const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  )

/** RSS 2.0, with the author as `dc:creator` (RSS's own `author` wants an e-mail address). */
export function rssFeed(posts: readonly FeedPost[], company: Company) {
  const items = entries(posts)
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xml(blogTitle(company))}</title>`,
    `<link>${xml(absoluteUrl('/blog'))}</link>`,
    `<description>${xml(blogDescription(company))}</description>`,
    '<language>en-IN</language>',
    `<lastBuildDate>${updatedOf(items).toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xml(absoluteUrl(FEEDS.rss.path))}" rel="self" type="${FEEDS.rss.type}"/>`,
    ...items.flatMap((item) => [
      '<item>',
      `<title>${xml(item.title)}</title>`,
      `<link>${xml(item.url)}</link>`,
      `<guid isPermaLink="true">${xml(item.url)}</guid>`,
      `<pubDate>${item.published.toUTCString()}</pubDate>`,
      `<dc:creator>${xml(item.author)}</dc:creator>`,
      ...item.categories.map((c) => `<category>${xml(c)}</category>`),
      `<description>${xml(item.summary)}</description>`,
      '</item>',
    ]),
    '</channel>',
    '</rss>',
  ]
  return `${lines.join('\n')}\n`
}

/** Atom (RFC 4287). */
export function atomFeed(posts: readonly FeedPost[], company: Company) {
  const items = entries(posts)
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">',
    `<id>${xml(absoluteUrl('/blog'))}</id>`,
    `<title>${xml(blogTitle(company))}</title>`,
    `<subtitle>${xml(blogDescription(company))}</subtitle>`,
    `<link rel="self" type="${FEEDS.atom.type}" href="${xml(absoluteUrl(FEEDS.atom.path))}"/>`,
    `<link rel="alternate" type="text/html" href="${xml(absoluteUrl('/blog'))}"/>`,
    `<updated>${updatedOf(items).toISOString()}</updated>`,
    `<author><name>${xml(company.name)}</name></author>`,
    ...items.flatMap((item) => [
      '<entry>',
      `<id>${xml(item.url)}</id>`,
      `<title>${xml(item.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${xml(item.url)}"/>`,
      `<published>${item.published.toISOString()}</published>`,
      `<updated>${item.published.toISOString()}</updated>`,
      `<author><name>${xml(item.author)}</name></author>`,
      ...item.categories.map((c) => `<category term="${xml(c)}"/>`),
      `<summary>${xml(item.summary)}</summary>`,
      '</entry>',
    ]),
    '</feed>',
  ]
  return `${lines.join('\n')}\n`
}

/** JSON Feed 1.1. */
export function jsonFeed(posts: readonly FeedPost[], company: Company) {
  const items = entries(posts)
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: blogTitle(company),
    home_page_url: absoluteUrl('/blog'),
    feed_url: absoluteUrl(FEEDS.json.path),
    description: blogDescription(company),
    language: 'en-IN',
    authors: [{ name: company.name }],
    items: items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      summary: item.summary,
      content_text: item.summary,
      date_published: item.published.toISOString(),
      authors: [{ name: item.author }],
      tags: item.categories,
    })),
  }
  return `${JSON.stringify(feed, null, 2)}\n`
}

/** Each feed's document, by kind. */
export const FEED_BUILDERS: Record<FeedKind, (posts: readonly FeedPost[], company: Company) => string> = {
  rss: rssFeed,
  atom: atomFeed,
  json: jsonFeed,
}
