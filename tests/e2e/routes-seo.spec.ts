import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '../helpers/test'
import matter from 'gray-matter'
import { company } from '../../content/company'
import { faqs } from '../../content/faq'
import { jobs } from '../../content/jobs'
import { mainNav } from '../../lib/nav'
import { PUBLIC_PATHS } from '../helpers/theme'
import { TEST_BASE_URL } from '../build-env.mjs'

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
  subtitle: string
  date: string
  author: string
  category: string
  tags: string[]
}

const BLOG_DIR = path.resolve(__dirname, '../../content/blog')

/** Front matter of one article, read from its content file. */
function readArticle(slug: string): Article {
  const { data } = matter(fs.readFileSync(path.join(BLOG_DIR, `${slug}.mdx`), 'utf8'))
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date)
  return {
    slug,
    title: data.title,
    subtitle: data.subtitle,
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
  title: string
  h1: string[]
  metas: Record<string, string[]>
  canonical: string[]
  /** The feeds the head names: `type href`. */
  feeds: string[]
  jsonLd: Record<string, unknown>[]
}

/** Parses raw server HTML (DOMParser runs no scripts) into what search engines read. */
async function parseHtml(page: Page, html: string): Promise<Head> {
  const raw = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html')
    const metas: Record<string, string[]> = {}
    for (const m of doc.querySelectorAll('meta')) {
      const key = m.getAttribute('name') ?? m.getAttribute('property')
      if (key) (metas[key] ??= []).push(m.getAttribute('content') ?? '')
    }
    return {
      title: doc.title,
      h1: [...doc.querySelectorAll('h1')].map((h) => (h.textContent ?? '').trim()),
      metas,
      canonical: [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
      feeds: [...doc.querySelectorAll('link[rel="alternate"][type]')].map(
        (l) => `${l.getAttribute('type')} ${l.getAttribute('href')}`,
      ),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    }
  }, html)
  const jsonLd = raw.jsonLd
    .flatMap((text) => [JSON.parse(text)].flat())
    .flatMap((node: Record<string, unknown>) => (Array.isArray(node['@graph']) ? node['@graph'] : [node]))
  return { ...raw, jsonLd }
}

async function fetchHead(request: APIRequestContext, page: Page, route: string) {
  const response = await request.get(route)
  expect(response.status(), `${route} status`).toBe(200)
  expect(response.headers()['content-type']).toContain('text/html')
  return parseHtml(page, await response.text())
}

/** The only value of a meta tag (fails when it is missing or repeated). */
function one(head: Head, key: string): string {
  const values = head.metas[key] ?? []
  expect(values, `meta ${key}`).toHaveLength(1)
  return values[0]!
}

const sameUrl = (a: string, b: string) => expect(new URL(a).href).toBe(new URL(b).href)
const ofType = (head: Head, type: string) => head.jsonLd.filter((n) => [n['@type']].flat().includes(type))

test.describe('public routes', () => {
  for (const route of ALL_ROUTES) {
    test(`${route} answers 200 with a title, one h1 and its search metadata in the HTML`, async ({
      request,
      page,
      baseURL,
    }) => {
      const head = await fetchHead(request, page, route)
      const expectedUrl = `${baseURL}${route}`

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
      expect(head.feeds.map((f) => f.replace(baseURL!, ''))).toEqual([
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
      expect(ogImage.origin).toBe(new URL(baseURL!).origin)
      expect(one(head, 'twitter:card')).toBe('summary_large_image')
      expect(one(head, 'twitter:title')).toBe(ogTitle)

      const article = articles.find((a) => `/blog/${a.slug}` === route)
      if (article) {
        expect(head.h1[0]).toBe(article.title)
        expect(ogTitle).toBe(article.title)
        expect(description).toBe(article.subtitle)
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

  test('gives every route its own title', async ({ request, page }) => {
    const titles = new Map<string, string>()
    for (const route of ALL_ROUTES) {
      const { title } = await fetchHead(request, page, route)
      expect(title.trim(), route).not.toBe('')
      expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined()
      titles.set(title, route)
    }
    expect(titles.size).toBe(PUBLIC_PATHS.length + ARTICLE_SLUGS.length)
  })

  test('publishes the eight FAQ entries as FAQPage data on /about', async ({ request, page }) => {
    const head = await fetchHead(request, page, '/about')
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

  test('publishes each open role as a JobPosting on /careers', async ({ request, page }) => {
    const head = await fetchHead(request, page, '/careers')
    const postings = ofType(head, 'JobPosting')
    expect(postings.map((p) => p.title)).toEqual(jobs.map((j) => j.title))
    for (const posting of postings) {
      expect(posting.jobLocationType).toBe('TELECOMMUTE')
      expect(posting.employmentType).toBe('FULL_TIME')
      expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(Date.parse(String(posting.datePosted)))
    }
  })

  test('lists the five services as an ItemList on /services', async ({ request, page }) => {
    const head = await fetchHead(request, page, '/services')
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
async function sharePicture(request: APIRequestContext, head: Head) {
  const url = one(head, 'og:image')
  expect(one(head, 'twitter:image')).toBe(url)
  for (const tag of ['og:image', 'twitter:image']) {
    expect(one(head, `${tag}:type`)).toBe('image/png')
    expect(one(head, `${tag}:width`)).toBe('1200')
    expect(one(head, `${tag}:height`)).toBe('630')
    expect(one(head, `${tag}:alt`).length, `${tag}:alt`).toBeGreaterThan(20)
  }
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const body = await response.body()
  expect(body.subarray(1, 4).toString('latin1'), 'a PNG').toBe('PNG')
  // The IHDR chunk: width and height, big-endian, after the 8-byte signature and the chunk's head.
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630])
  return { path: new URL(url).pathname, digest: createHash('sha256').update(body).digest('hex') }
}

test.describe('share pictures', () => {
  test('draws each article its own picture, named in its head and as its BlogPosting image', async ({
    request,
    page,
  }) => {
    const digests = new Set<string>()
    for (const route of ARTICLE_PATHS) {
      const head = await fetchHead(request, page, route)
      const picture = await sharePicture(request, head)
      expect(picture.path).toMatch(new RegExp(`^${route}/opengraph-image-[a-z0-9]+$`))
      const [posting] = ofType(head, 'BlogPosting')
      const image = posting!.image as { url: string; width: number; height: number }
      expect(new URL(image.url).pathname).toBe(picture.path)
      expect([image.width, image.height]).toEqual([1200, 630])
      digests.add(picture.digest)
    }
    expect(digests.size, 'every article’s picture differs').toBe(ARTICLE_PATHS.length)
  })

  test('draws the main pages their own picture, and gives the others the home page’s', async ({
    request,
    page,
  }) => {
    const digests = new Set<string>()
    for (const route of PUBLIC_PATHS) {
      const picture = await sharePicture(request, await fetchHead(request, page, route))
      if (OWN_PICTURES.includes(route)) {
        expect(picture.path).toMatch(new RegExp(`^${route}/opengraph-image-[a-z0-9]+$`))
        digests.add(picture.digest)
      } else expect(picture.path, route).toBe('/og.png')
    }
    expect(digests.size).toBe(OWN_PICTURES.length)
  })
})

test.describe('unknown addresses', () => {
  // A never-seen slug as well: the first answer for an address can differ from a cached one.
  const FRESH = 'a never-seen article address'
  for (const label of [
    '/blog/anything',
    FRESH,
    '/blog/a/b',
    '/blog/no-such/opengraph-image-abc123',
    '/blog/opengraph-image-abc123',
  ]) {
    test(`redirects ${label} to the blog`, async ({ request, page }) => {
      const unknown =
        label === FRESH
          ? `/blog/no-such-article-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
          : label
      const first = await request.get(unknown, { maxRedirects: 0 })
      expect([307, 308]).toContain(first.status())
      const locations = first.headersArray().filter((h) => h.name.toLowerCase() === 'location')
      expect(
        locations.map((h) => new URL(h.value, 'http://x').pathname),
        'exactly one Location header',
      ).toEqual(['/blog'])

      const response = await page.goto(unknown)
      expect(response!.status()).toBe(200)
      await expect(page).toHaveURL(/\/blog$/)
      const redirect = await response!.request().redirectedFrom()?.response()
      expect(redirect, 'the first response is a redirect').toBeTruthy()
      expect([307, 308]).toContain(redirect!.status())
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest Insights & Guides')
    })
  }

  test('answers other unknown paths with a branded 404 page that search engines skip', async ({
    request,
    page,
  }) => {
    const raw = await request.get('/no-such-page')
    expect(raw.status()).toBe(404)
    const head = await parseHtml(page, await raw.text())
    const robots = head.metas['robots'] ?? []
    expect(
      robots.some((r) => /\bnoindex\b/.test(r)),
      `robots: ${robots.join(' | ')}`,
    ).toBe(true)
    expect(robots).not.toContain('index, follow')
    expect(head.h1).toHaveLength(1)

    const response = await page.goto('/no-such-page')
    expect(response!.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#site-header')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    const main = page.getByRole('main')
    for (const item of mainNav) {
      await expect(main.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'href',
        item.href,
      )
    }
    await main.getByRole('link', { name: /home page/i }).click()
    await expect(page).toHaveURL(`${TEST_BASE_URL}/`)
  })
})

test.describe('crawlers', () => {
  test('keeps /admin-dashboard out of caches and search indexes', async ({ request, page }) => {
    const response = await request.get('/admin-dashboard')
    expect(response.status()).toBeLessThan(500)
    expect(response.headers()['cache-control']).toContain('no-store')
    const head = await parseHtml(page, await response.text())
    const signals = [...(head.metas['robots'] ?? []), response.headers()['x-robots-tag'] ?? '']
    expect(
      signals.some((s) => /\bnoindex\b/.test(s)),
      `robots: ${signals.join(' | ')}`,
    ).toBe(true)
    expect(head.metas['robots'] ?? []).not.toContain('index, follow')
  })

  test('lists every public route and article in the sitemap, and not the admin page', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('xml')
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) => m[1]!)
    for (const loc of locs) expect(loc.startsWith(baseURL!), `${loc} is absolute`).toBe(true)
    const listed = locs.map((l) => new URL(l).href)
    for (const route of ALL_ROUTES) expect(listed, route).toContain(new URL(route, baseURL).href)
    expect(listed).toHaveLength(ALL_ROUTES.length)
    expect(xml).not.toContain('admin-dashboard')
  })

  test('serves the feeds with their types, compressed and cached like the sitemap, listing every article', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await request.get('/sitemap.xml', { headers: { 'Accept-Encoding': 'gzip' } })
    for (const [feed, type] of [
      ['/feed.xml', 'application/rss+xml'],
      ['/atom.xml', 'application/atom+xml'],
      ['/feed.json', 'application/feed+json'],
    ] as const) {
      const response = await request.get(feed, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(response.status(), feed).toBe(200)
      expect(response.headers()['content-type'], feed).toBe(`${type}; charset=utf-8`)
      expect(response.headers()['content-encoding'], feed).toBe('gzip')
      expect(response.headers()['cache-control'], feed).toBe(sitemap.headers()['cache-control'])
      const text = await response.text()
      for (const slug of ARTICLE_SLUGS)
        expect(text, `${feed} lists ${slug}`).toContain(`${baseURL}/blog/${slug}`)
    }
  })

  test('links the feeds from the blog and the footer', async ({ page }) => {
    await page.goto('/blog')
    for (const name of ['RSS', 'Atom', 'JSON Feed'])
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
      'href',
      '/feed.xml',
    )
  })

  test('robots.txt allows the site, disallows the admin page and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    const lines = (await response.text()).split('\n').map((l) => l.trim())
    expect(lines).toContain('Allow: /')
    expect(lines).toContain('Disallow: /admin-dashboard')
    expect(lines).not.toContain('Disallow: /')
    const sitemap = lines.find((l) => /^sitemap:/i.test(l))
    expect(sitemap).toBeDefined()
    sameUrl(sitemap!.replace(/^sitemap:\s*/i, ''), `${baseURL}/sitemap.xml`)
  })
})

test('loads the home page without a single request to another host', async ({ page }) => {
  const urls: string[] = []
  page.on('request', (r) => urls.push(r.url()))
  await page.goto('/')
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: 'instant' })
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    }, y)
  }
  await page.waitForLoadState('networkidle')
  expect(urls.length).toBeGreaterThan(1)
  const foreign = urls.filter((u) => {
    const url = new URL(u)
    return !['data:', 'blob:'].includes(url.protocol) && url.host !== new URL(TEST_BASE_URL).host
  })
  expect(foreign).toEqual([])
})
