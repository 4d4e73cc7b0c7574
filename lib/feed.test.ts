import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSeedArticles } from '@/content/index'
import { company } from '@/content/company'

/**
 * The blog's feeds against the rules of their formats, as the W3C feed validator checks them:
 * well-formed XML; RSS 2.0's required channel and item elements, RFC 822 dates and a self link;
 * Atom's required feed and entry elements (id, title, updated, author, an alternate link) with RFC
 * 3339 dates; JSON Feed 1.1’s required fields. Every article (the newest 50) is in each, at its canonical address,
 * and a changed SITE_URL changes every address.
 */

const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
/** The elements that repeat, as lists (by their path), so one of them reads like several. */
const LISTS = [
  'rss.channel.item',
  'rss.channel.item.category',
  'feed.link',
  'feed.entry',
  'feed.entry.link',
  'feed.entry.category',
]
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (_name, path) => LISTS.includes(String(path)),
})

type Link = { '@href': string; '@rel'?: string; '@type'?: string }
type RssItem = {
  title: string
  link: string
  description: string
  guid: { '#text': string; '@isPermaLink': string }
  pubDate: string
  'dc:creator': string
  category: string[]
}
type RssChannel = Record<'title' | 'link' | 'description' | 'lastBuildDate', string> & {
  'atom:link': Link
  item: RssItem[]
}
type AtomEntry = {
  id: string
  title: string
  summary: string
  updated: string
  published: string
  author: { name: string }
  link: Link[]
  category: Array<{ '@term': string }>
}
type AtomFeed = {
  '@xmlns': string
  id: string
  title: string
  updated: string
  author: { name: string }
  link: Link[]
  entry: AtomEntry[]
}
type JsonItem = {
  id: string
  url: string
  content_text?: string
  content_html?: string
  date_published: string
  authors: Array<{ name: string }>
}

/** The feed builders, loaded with SITE_URL as given (settings are read when lib/seo loads). */
async function feedsAt(siteUrl: string) {
  vi.stubEnv('SITE_URL', siteUrl)
  vi.resetModules()
  return import('./feed')
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const SITE = 'https://www.vantage-edge.example'
const posts = readSeedArticles()
const canonical = (site: string) => posts.map((p) => `${site}/blog/${p.slug}`).sort()

describe('the RSS 2.0 feed', () => {
  it('is well-formed, has every required element, and lists every article at its canonical address', async () => {
    const { rssFeed } = await feedsAt(SITE)
    const text = rssFeed(posts, company)
    expect(XMLValidator.validate(text)).toBe(true)
    const { rss } = parser.parse(text) as { rss: { '@version': string; channel: RssChannel } }
    expect(rss['@version']).toBe('2.0')
    const channel = rss.channel
    for (const field of ['title', 'link', 'description'] as const) expect(channel[field], field).toBeTruthy()
    expect(channel.link).toBe(`${SITE}/blog`)
    expect(channel.lastBuildDate).toMatch(RFC822)
    expect(channel['atom:link']).toMatchObject({
      '@href': `${SITE}/feed.xml`,
      '@rel': 'self',
      '@type': 'application/rss+xml',
    })
    expect(channel.item.map((i) => i.link).sort()).toEqual(canonical(SITE))
    for (const item of channel.item) {
      expect(item.title).toBeTruthy()
      expect(item.description).toBeTruthy()
      expect(item.guid).toMatchObject({ '#text': item.link, '@isPermaLink': 'true' })
      expect(item.pubDate).toMatch(RFC822)
      expect(item['dc:creator']).toBeTruthy()
      expect(item.category.length).toBeGreaterThan(0)
    }
    // Newest first.
    const dates = channel.item.map((i) => Date.parse(i.pubDate))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })
})

describe('the Atom feed', () => {
  it('is well-formed, has every required element, and lists every article at its canonical address', async () => {
    const { atomFeed } = await feedsAt(SITE)
    const text = atomFeed(posts, company)
    expect(XMLValidator.validate(text)).toBe(true)
    const { feed } = parser.parse(text) as { feed: AtomFeed }
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed.id).toBe(`${SITE}/blog`)
    expect(feed.title).toBeTruthy()
    expect(feed.updated).toMatch(RFC3339)
    expect(feed.author.name).toBeTruthy()
    expect(feed.link.find((l) => l['@rel'] === 'self')?.['@href']).toBe(`${SITE}/atom.xml`)
    expect(feed.entry.map((e) => e.id).sort()).toEqual(canonical(SITE))
    for (const entry of feed.entry) {
      expect(entry.title).toBeTruthy()
      expect(entry.summary).toBeTruthy()
      expect(entry.updated).toMatch(RFC3339)
      expect(entry.published).toMatch(RFC3339)
      expect(entry.author.name).toBeTruthy()
      expect(entry.link.find((l) => l['@rel'] === 'alternate')?.['@href']).toBe(entry.id)
      expect(entry.category.every((c) => typeof c['@term'] === 'string' && c['@term'])).toBe(true)
    }
  })
})

describe('the JSON Feed', () => {
  it('has the fields version 1.1 requires, and every article at its canonical address', async () => {
    const { jsonFeed } = await feedsAt(SITE)
    const feed = JSON.parse(jsonFeed(posts, company)) as {
      version: string
      title: string
      feed_url: string
      items: JsonItem[]
    }
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(feed.title).toBeTruthy()
    expect(feed.feed_url).toBe(`${SITE}/feed.json`)
    expect(feed.items.map((i) => i.url).sort()).toEqual(canonical(SITE))
    for (const item of feed.items) {
      expect(item.id).toBe(item.url)
      expect(item.content_text || item.content_html).toBeTruthy()
      expect(item.date_published).toMatch(RFC3339)
      expect(item.authors[0]?.name).toBeTruthy()
    }
  })
})

describe('the feeds and SITE_URL', () => {
  it('name every address by the SITE_URL the site is built with', async () => {
    const other = 'https://blog.other.example'
    const { rssFeed, atomFeed, jsonFeed } = await feedsAt(other)
    for (const text of [rssFeed(posts, company), atomFeed(posts, company), jsonFeed(posts, company)]) {
      expect(text).not.toContain(SITE)
      for (const url of canonical(other)) expect(text).toContain(url)
    }
  })

  it('are the same on every build of the same articles', async () => {
    const first = await feedsAt(SITE)
    const again = await feedsAt(SITE)
    expect(first.rssFeed(posts, company)).toBe(again.rssFeed(posts, company))
    expect(first.atomFeed(posts, company)).toBe(again.atomFeed(posts, company))
    expect(first.jsonFeed(posts, company)).toBe(again.jsonFeed(posts, company))
  })

  it('list the newest 50 articles of a longer blog, newest first', async () => {
    const { rssFeed, atomFeed, jsonFeed, FEED_ENTRIES } = await feedsAt(SITE)
    const many = Array.from({ length: 60 }, (_, i) => ({
      ...posts[0]!,
      slug: `article-${i}`,
      date: `2025-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    }))
    const newest = many
      .slice(-FEED_ENTRIES)
      .reverse()
      .map((p) => `${SITE}/blog/${p.slug}`)
    const listed = (text: string) => Array.from(text.matchAll(/\/blog\/article-\d+/g), (m) => SITE + m[0])
    expect(FEED_ENTRIES).toBe(50)
    expect([...new Set(listed(rssFeed(many, company)))]).toEqual(newest)
    expect([...new Set(listed(atomFeed(many, company)))]).toEqual(newest)
    expect([...new Set(listed(jsonFeed(many, company)))]).toEqual(newest)
  })
})
