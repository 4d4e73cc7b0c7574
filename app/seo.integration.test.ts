import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { describe, expect, inject, it } from 'vitest'
import { company } from '@/content/company'
import { faqs } from '@/content/faq'
import { jobs } from '@/content/jobs'
import { mainNav, PUBLIC_PATHS } from '@/lib/nav'
import { client } from '@/tests/integration/client'
import {
  accessibleName,
  ancestors,
  attr,
  find,
  hiddenByHtml,
  only,
  parseHtml,
  text,
  textContent,
  type Element,
} from '@/tests/integration/html'
import { onceOnly, type Target } from '@/tests/integration/targets'
import { TEST_BUILD_ENV } from '@/tests/build-env.mjs'

/**
 * What search engines, social networks and feed readers read: each public route's head (title,
 * metadata, canonical address, feeds, structured data), the share pictures, the answers to unknown
 * addresses, the sitemap, robots.txt and the feeds, straight from the server over HTTP and read
 * with an HTML parser. No browser: nothing here runs a script.
 */

/** The canonical origin the test build was made with (absolute addresses in heads, feeds, sitemap). */
const SITE_URL = TEST_BUILD_ENV.SITE_URL

/** The eight article routes are fixed paths (SPEC §2, PRODUCT.md "Blog routes"). */
const ARTICLE_SLUGS = [
  'website-business-needs-2025',
  'woocommerce-vs-shopify',
  'web-development-trends-2025',
  'ai-transforming-websites',
  'top-10-website-features-2025',
  'psychology-of-colors-design',
  'website-security-mistakes',
  'minimalist-ui-ux-benefits',
] as const

/** The five services the /services structured data lists (SPEC §2 /services). */
const STRUCTURED_SERVICES = [
  'Web Development',
  'Mobile App Development',
  'AI & Machine Learning',
  'Cloud Solutions',
  'Digital Transformation',
]

type Article = {
  slug: string
  title: string
  summary: string
  date: string
  author: string
  category: string
  tags: string[]
}

const BLOG_DIR = path.resolve(__dirname, '../content/blog')

/** Front matter of one article, read from its content file. */
function readArticle(slug: string): Article {
  const { data } = matter(fs.readFileSync(path.join(BLOG_DIR, `${slug}.md`), 'utf8'))
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date)
  return {
    slug,
    title: data.title,
    summary: data.summary,
    date,
    author: data.author,
    category: data.category,
    tags: data.tags,
  }
}

const articles = ARTICLE_SLUGS.map(readArticle)
const ARTICLE_PATHS = ARTICLE_SLUGS.map((s) => `/blog/${s}`)
const ALL_ROUTES = [...PUBLIC_PATHS, ...ARTICLE_PATHS]

type Head = {
  document: ReturnType<typeof parseHtml>
  title: string
  h1: string[]
  metas: Record<string, string[]>
  canonical: string[]
  /** The feeds the head names: `type href`. */
  feeds: string[]
  jsonLd: Record<string, unknown>[]
}

/**
 * Reads raw server HTML (no scripts run) into what search engines read: the title, metadata and
 * links of its <head> (where they count), and the structured data wherever it stands.
 */
function readHead(html: string): Head {
  const document = parseHtml(html)
  const head = only(document, 'head')
  const metas: Record<string, string[]> = {}
  for (const m of find(head, 'meta')) {
    const key = attr(m, 'name') ?? attr(m, 'property')
    if (key) (metas[key] ??= []).push(attr(m, 'content') ?? '')
  }
  const titles = find(head, 'title')
  expect(titles.length, 'at most one <title>').toBeLessThanOrEqual(1)
  const jsonLd = find(document, 'script', { type: 'application/ld+json' })
    .flatMap((s) => [JSON.parse(textContent(s)) as unknown].flat() as Record<string, unknown>[])
    .flatMap((node) =>
      Array.isArray(node['@graph']) ? (node['@graph'] as Record<string, unknown>[]) : [node],
    )
  return {
    document,
    // document.title: whitespace collapsed.
    title: titles[0] ? text(titles[0]) : '',
    h1: find(document, 'h1').map((h) => textContent(h).trim()),
    metas,
    canonical: find(head, 'link', { rel: 'canonical' }).map((l) => attr(l, 'href') ?? ''),
    feeds: find(head, 'link', { rel: 'alternate', type: true }).map(
      (l) => `${attr(l, 'type')} ${attr(l, 'href')}`,
    ),
    jsonLd,
  }
}

/** GET as a browser asks for a page (same-origin headers, redirects not followed). */
const get = (target: Target, route: string, headers: Record<string, string> = {}) =>
  client(target).send(route, { headers: { Accept: 'text/html', ...headers } })

async function fetchHead(target: Target, route: string) {
  const response = await get(target, route)
  expect(response.status, `${route} status`).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/html')
  return readHead(await response.text())
}

/** The only value of a meta tag (fails when it is missing or repeated). */
function one(head: Head, key: string): string {
  const values = head.metas[key] ?? []
  expect(values, `meta ${key}`).toHaveLength(1)
  return values[0]!
}

const sameUrl = (a: string, b: string) => expect(new URL(a).href).toBe(new URL(b).href)
const ofType = (head: Head, type: string) => head.jsonLd.filter((n) => [n['@type']].flat().includes(type))
/** Whether a robots directive list (`noindex, follow`) says noindex. */
const saysNoindex = (value: string) =>
  value
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .includes('noindex')

/** The links under `root` whose accessible name is `name` (or contains it, case aside, when not exact). */
function links(head: Head, root: Element, name: string, { exact = true } = {}) {
  return find(root, 'a', { href: true }).filter((a) => {
    const own = accessibleName(a, head.document)
    return exact ? own === name : own.toLowerCase().includes(name.toLowerCase())
  })
}

/** The one link `links` finds, shown (not hidden by the HTML); fails on none or several, as a strict locator does. */
function oneLink(head: Head, root: Element, name: string, options?: { exact?: boolean }) {
  const found = links(head, root, name, options)
  expect(found, `one link named ${name}`).toHaveLength(1)
  expect(hiddenByHtml(found[0]!), `${name} is hidden`).toBe(false)
  return found[0]!
}

/** The page's landmark: its one <main>, or its one <footer> outside any sectioning element (contentinfo). */
function landmark(head: Head, role: 'main' | 'contentinfo'): Element {
  const found =
    role === 'main'
      ? find(head.document, 'main')
      : find(head.document, 'footer').filter(
          (f) =>
            !ancestors(f).some((a) => ['article', 'aside', 'main', 'nav', 'section'].includes(a.tagName)),
        )
  expect(found, role).toHaveLength(1)
  expect(hiddenByHtml(found[0]!), `${role} is hidden`).toBe(false)
  return found[0]!
}

describe.each(onceOnly(inject('targets')))('public routes on $name', (target) => {
  for (const route of ALL_ROUTES) {
    it(`${route} answers 200 with a title, one h1 and its search metadata in the HTML`, async () => {
      const head = await fetchHead(target, route)
      const expectedUrl = `${SITE_URL}${route}`

      expect(head.h1, 'one h1').toHaveLength(1)
      expect(head.h1[0]).not.toBe('')
      expect(head.title).toContain(company.name)

      const description = one(head, 'description')
      expect(description.length).toBeGreaterThan(20)
      const keywords = one(head, 'keywords')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
      expect(keywords.length).toBeGreaterThan(0)
      expect(head.canonical, 'one canonical link').toHaveLength(1)
      sameUrl(head.canonical[0]!, expectedUrl)
      expect(one(head, 'robots')).toBe('index, follow')
      // The blog's three feeds, named in every page's head for readers and aggregators.
      expect(head.feeds.map((f) => f.replace(SITE_URL, ''))).toEqual([
        'application/rss+xml /feed.xml',
        'application/atom+xml /atom.xml',
        'application/feed+json /feed.json',
      ])

      const ogTitle = one(head, 'og:title')
      expect(head.title.startsWith(ogTitle), `title "${head.title}" starts with og:title "${ogTitle}"`).toBe(
        true,
      )
      expect(one(head, 'og:description')).toBe(description)
      sameUrl(one(head, 'og:url'), expectedUrl)
      const ogImage = new URL(one(head, 'og:image'))
      expect(ogImage.origin).toBe(new URL(SITE_URL).origin)
      expect(one(head, 'twitter:card')).toBe('summary_large_image')
      expect(one(head, 'twitter:title')).toBe(ogTitle)

      const article = articles.find((a) => `/blog/${a.slug}` === route)
      if (article) {
        expect(head.h1[0]).toBe(article.title)
        expect(ogTitle).toBe(article.title)
        expect(description).toBe(article.summary)
        expect(keywords).toEqual(article.tags)
        expect(one(head, 'og:type')).toBe('article')
        expect(one(head, 'article:published_time')).toBe(article.date)
        expect(head.metas['article:author']).toContain(article.author)
        expect(one(head, 'article:section')).toBe(article.category)
        expect(head.metas['article:tag']).toEqual(article.tags)

        const [ld, ...more] = ofType(head, 'BlogPosting')
        expect(more, 'one BlogPosting').toHaveLength(0)
        expect(ld).toBeDefined()
        expect(ld!.headline).toBe(article.title)
        expect(ld!.datePublished).toBe(article.date)
        expect(String(ld!.dateModified) >= article.date, `dateModified ${String(ld!.dateModified)}`).toBe(
          true,
        )
        expect(ld!.articleSection).toBe(article.category)
        const ldKeywords = [ld!.keywords]
          .flat()
          .join(',')
          .split(',')
          .map((k) => String(k).trim())
        for (const tag of article.tags) expect(ldKeywords).toContain(tag)
        const [crumbs] = ofType(head, 'BreadcrumbList')
        const steps = (crumbs?.itemListElement ?? []) as Array<{ name: string; item: string }>
        expect(steps.map((s) => s.name)).toEqual(['Home', 'Blog', article.title])
        sameUrl(steps[2]!.item, expectedUrl)
      } else {
        expect(one(head, 'og:type')).toBe('website')
        expect(ofType(head, 'Organization').length, 'Organization structured data').toBeGreaterThanOrEqual(1)
        const [webPage] = ofType(head, 'WebPage')
        expect(webPage, 'WebPage structured data').toBeDefined()
        sameUrl(String(webPage!.url), expectedUrl)
        expect(ofType(head, 'BlogPosting')).toHaveLength(0)
      }
    })
  }

  it('gives every route its own title', async () => {
    const titles = new Map<string, string>()
    for (const route of ALL_ROUTES) {
      const { title } = await fetchHead(target, route)
      expect(title.trim(), route).not.toBe('')
      expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined()
      titles.set(title, route)
    }
    expect(titles.size).toBe(PUBLIC_PATHS.length + ARTICLE_SLUGS.length)
  })

  it('publishes the eight FAQ entries as FAQPage data on /about', async () => {
    const head = await fetchHead(target, '/about')
    const [faqPage] = ofType(head, 'FAQPage')
    expect(faqPage).toBeDefined()
    const questions = faqPage!.mainEntity as {
      '@type': string
      name: string
      acceptedAnswer: { text: string }
    }[]
    expect(questions).toHaveLength(8)
    expect(questions.map((q) => q.name)).toEqual(faqs.map((f) => f.question))
    for (const q of questions) {
      expect(q['@type']).toBe('Question')
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(20)
    }
  })

  it('publishes each open role as a JobPosting on /careers', async () => {
    const head = await fetchHead(target, '/careers')
    const postings = ofType(head, 'JobPosting')
    expect(postings.map((p) => p.title)).toEqual(jobs.map((j) => j.title))
    for (const posting of postings) {
      expect(posting.jobLocationType).toBe('TELECOMMUTE')
      expect(posting.employmentType).toBe('FULL_TIME')
      expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(Date.parse(String(posting.datePosted)))
    }
  })

  it('lists the five services as an ItemList on /services', async () => {
    const head = await fetchHead(target, '/services')
    const [list] = ofType(head, 'ItemList')
    expect(list).toBeDefined()
    const items = list!.itemListElement as { position: number; item?: { name: string }; name?: string }[]
    expect(items).toHaveLength(5)
    expect(items.map((i) => i.item?.name ?? i.name)).toEqual(STRUCTURED_SERVICES)
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5])
  })
})

/** The top-level pages drawn a share picture of their own; the rest share /og.png (the home page's). */
const OWN_PICTURES = ['/about', '/products', '/services', '/projects', '/blog', '/careers']

/**
 * The share picture a page names: the same in og:image and twitter:image, with its type, size and
 * alt text, answering a 1200×630 PNG. Returns its path and a digest of its bytes.
 */
async function sharePicture(target: Target, head: Head) {
  const url = one(head, 'og:image')
  expect(one(head, 'twitter:image')).toBe(url)
  for (const tag of ['og:image', 'twitter:image']) {
    expect(one(head, `${tag}:type`)).toBe('image/png')
    expect(one(head, `${tag}:width`)).toBe('1200')
    expect(one(head, `${tag}:height`)).toBe('630')
    expect(one(head, `${tag}:alt`).length, `${tag}:alt`).toBeGreaterThan(20)
  }
  // The address is on the canonical origin (SITE_URL); this server answers for it.
  const { pathname, search } = new URL(url)
  const response = await get(target, pathname + search, { Accept: 'image/png,image/*' })
  expect(response.status, url).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  const body = Buffer.from(await response.arrayBuffer())
  expect(body.subarray(1, 4).toString('latin1'), 'a PNG').toBe('PNG')
  // The IHDR chunk: width and height, big-endian, after the 8-byte signature and the chunk's head.
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630])
  return { path: pathname, digest: createHash('sha256').update(body).digest('hex') }
}

describe.each(onceOnly(inject('targets')))('share pictures on $name', (target) => {
  it('draws each article its own picture, named in its head and as its BlogPosting image', async () => {
    const digests = new Set<string>()
    for (const route of ARTICLE_PATHS) {
      const head = await fetchHead(target, route)
      const picture = await sharePicture(target, head)
      expect(picture.path).toMatch(new RegExp(`^${route}/opengraph-image-[a-z0-9]+$`))
      const [posting] = ofType(head, 'BlogPosting')
      const image = posting!.image as { url: string; width: number; height: number }
      expect(new URL(image.url).pathname).toBe(picture.path)
      expect([image.width, image.height]).toEqual([1200, 630])
      digests.add(picture.digest)
    }
    expect(digests.size, 'every article’s picture differs').toBe(ARTICLE_PATHS.length)
  })

  it('draws the main pages their own picture, and gives the others the home page’s', async () => {
    const digests = new Set<string>()
    for (const route of PUBLIC_PATHS) {
      const picture = await sharePicture(target, await fetchHead(target, route))
      if (OWN_PICTURES.includes(route)) {
        expect(picture.path).toMatch(new RegExp(`^${route}/opengraph-image-[a-z0-9]+$`))
        digests.add(picture.digest)
      } else expect(picture.path, route).toBe('/og.png')
    }
    expect(digests.size).toBe(OWN_PICTURES.length)
  })
})

describe.each(onceOnly(inject('targets')))('unknown addresses on $name', (target) => {
  // A never-seen slug as well: the first answer for an address can differ from a cached one.
  const FRESH = 'a never-seen article address'
  for (const label of [
    '/blog/anything',
    FRESH,
    '/blog/a/b',
    '/blog/no-such/opengraph-image-abc123',
    '/blog/opengraph-image-abc123',
  ]) {
    it(`redirects ${label} to the blog`, async () => {
      const unknown =
        label === FRESH
          ? `/blog/no-such-article-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
          : label
      const first = await get(target, unknown)
      expect([307, 308]).toContain(first.status)
      // Headers joins repeated Location headers with ", ", which would not parse to /blog.
      const location = first.headers.get('location')
      expect(location, 'a Location header').not.toBeNull()
      expect(new URL(location!, target.url).pathname, 'exactly one Location header to /blog').toBe('/blog')

      const { pathname, search } = new URL(location!, target.url)
      const blog = await get(target, pathname + search)
      expect(blog.status).toBe(200)
      const head = readHead(await blog.text())
      expect(head.h1).toEqual(['Latest Insights & Guides'])
    })
  }

  it('answers other unknown paths with a branded 404 page that search engines skip', async () => {
    const raw = await get(target, '/no-such-page')
    expect(raw.status).toBe(404)
    expect(raw.headers.get('content-type')).toContain('text/html')
    const head = readHead(await raw.text())
    const robots = head.metas['robots'] ?? []
    expect(robots.some(saysNoindex), `robots: ${robots.join(' | ')}`).toBe(true)
    expect(robots).not.toContain('index, follow')
    expect(head.h1).toHaveLength(1)
    expect(head.h1[0]).not.toBe('')
    expect(hiddenByHtml(find(head.document, 'h1')[0]!), 'the h1 is hidden').toBe(false)

    // The site's own header and footer around it, and ways back into the site.
    const header = find(head.document, '*', { id: 'site-header' })
    expect(header, '#site-header').toHaveLength(1)
    expect(hiddenByHtml(header[0]!)).toBe(false)
    landmark(head, 'contentinfo')
    const main = landmark(head, 'main')
    for (const item of mainNav) expect(attr(oneLink(head, main, item.label), 'href')).toBe(item.href)
    const home = oneLink(head, main, 'home page', { exact: false })
    expect(new URL(attr(home, 'href')!, `${SITE_URL}/no-such-page`).href).toBe(`${SITE_URL}/`)
  })
})

describe.each(onceOnly(inject('targets')))('crawlers on $name', (target) => {
  it('keeps /admin-dashboard out of caches and search indexes', async () => {
    const response = await get(target, '/admin-dashboard')
    expect(response.status).toBeLessThan(300)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const head = readHead(await response.text())
    const signals = [...(head.metas['robots'] ?? []), response.headers.get('x-robots-tag') ?? '']
    expect(signals.some(saysNoindex), `robots: ${signals.join(' | ')}`).toBe(true)
    expect(head.metas['robots'] ?? []).not.toContain('index, follow')
  })

  it('lists every public route and article in the sitemap, and not the admin page', async () => {
    const response = await get(target, '/sitemap.xml', { Accept: 'application/xml' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('xml')
    const xml = await response.text()
    // An HTML parser keeps unknown elements as they are: the <loc>s of the <url>s.
    const locs = find(parseHtml(xml), 'loc').map((l) => textContent(l).trim())
    expect(locs.length).toBeGreaterThan(0)
    for (const loc of locs) expect(loc.startsWith(SITE_URL), `${loc} is absolute`).toBe(true)
    const listed = locs.map((l) => new URL(l).href)
    for (const route of ALL_ROUTES) expect(listed, route).toContain(new URL(route, SITE_URL).href)
    expect(listed).toHaveLength(ALL_ROUTES.length)
    expect(xml).not.toContain('admin-dashboard')
  })

  it('serves the feeds with their types, compressed and cached like the sitemap, listing every article', async () => {
    const sitemap = await get(target, '/sitemap.xml', { 'Accept-Encoding': 'gzip' })
    expect(sitemap.status).toBe(200)
    const sitemapCaching = sitemap.headers.get('cache-control')
    expect(sitemapCaching).toBeTruthy()
    for (const [feed, type] of [
      ['/feed.xml', 'application/rss+xml'],
      ['/atom.xml', 'application/atom+xml'],
      ['/feed.json', 'application/feed+json'],
    ] as const) {
      const response = await get(target, feed, { Accept: `${type}, */*`, 'Accept-Encoding': 'gzip' })
      expect(response.status, feed).toBe(200)
      expect(response.headers.get('content-type'), feed).toBe(`${type}; charset=utf-8`)
      expect(response.headers.get('content-encoding'), feed).toBe('gzip')
      expect(response.headers.get('cache-control'), feed).toBe(sitemapCaching)
      // fetch has undone the compression.
      const body = await response.text()
      for (const slug of ARTICLE_SLUGS)
        expect(body, `${feed} lists ${slug}`).toContain(`${SITE_URL}/blog/${slug}`)
    }
  })

  it('links the feeds from the blog and the footer', async () => {
    const head = await fetchHead(target, '/blog')
    const main = landmark(head, 'main')
    for (const [name, href] of [
      ['RSS', '/feed.xml'],
      ['Atom', '/atom.xml'],
      ['JSON Feed', '/feed.json'],
    ])
      expect(attr(oneLink(head, main, name!), 'href'), name).toBe(href)
    const footer = landmark(head, 'contentinfo')
    expect(attr(oneLink(head, footer, 'RSS feed', { exact: false }), 'href')).toBe('/feed.xml')
  })

  it('robots.txt allows the site, disallows the admin page and names the sitemap', async () => {
    const response = await get(target, '/robots.txt', { Accept: 'text/plain' })
    expect(response.status).toBe(200)
    const lines = (await response.text()).split('\n').map((l) => l.trim())
    expect(lines).toContain('Allow: /')
    expect(lines).toContain('Disallow: /admin-dashboard')
    expect(lines).not.toContain('Disallow: /')
    const sitemaps = lines.filter((l) => l.toLowerCase().startsWith('sitemap:'))
    expect(sitemaps).toHaveLength(1)
    sameUrl(sitemaps[0]!.slice('sitemap:'.length).trim(), `${SITE_URL}/sitemap.xml`)
  })
})
