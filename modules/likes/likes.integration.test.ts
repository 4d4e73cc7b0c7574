import { describe, expect, inject, it } from 'vitest'
import { client, database } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'

const POST = 'woocommerce-vs-shopify'
/** The like count the blog index publishes for this article (its front matter's `likes`). */
const BLOG_INDEX_LIKES = 127
/** The like count the blog index publishes for every article, by slug. */
const PUBLISHED_LIKES: Record<string, number> = {
  'website-business-needs-2025': 94,
  'woocommerce-vs-shopify': 127,
  'web-development-trends-2025': 189,
  'ai-transforming-websites': 76,
  'top-10-website-features-2025': 142,
  'psychology-of-colors-design': 88,
  'website-security-mistakes': 101,
  'minimalist-ui-ux-benefits': 79,
}

type LikeState = { count: number; liked: boolean }

async function storedLikes(target: Target, slug = POST) {
  const r = await database(target)
    .selectFrom('post_likes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('blog_id', '=', slug)
    .executeTakeFirstOrThrow()
  return Number(r.n)
}

/** Every article's count from the one request the blog index makes. */
async function allCounts(target: Target) {
  const res = await client(target).send('/api/likes')
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  expect(res.headers.get('cache-control')).toMatch(/no-store/)
  return ((await res.json()) as { counts: Record<string, number> }).counts
}

/** A browser: its own address, and the cookies the server gave it. */
function browser(target: Target) {
  const c = client(target)
  let cookie = ''
  const send = async (method: 'GET' | 'POST', slug = POST) => {
    const res = await c.send(`/api/likes?post=${slug}`, {
      method,
      headers: cookie ? { Cookie: cookie } : {},
    })
    const set = res.headers.getSetCookie()
    if (set.length) cookie = set.map((s) => s.split(';')[0]).join('; ')
    return res
  }
  return { send, setCookies: (res: Response) => res.headers.getSetCookie() }
}

describe.each(inject('targets'))('likes on $name', (target) => {
  it('starts from the blog index count plus the likes stored', async () => {
    const stored = await storedLikes(target)
    const res = await browser(target).send('GET')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ count: BLOG_INDEX_LIKES + stored, liked: false })
  })

  it('toggles one like per browser and counts other browsers separately', async () => {
    const first = browser(target)
    const { count: start } = (await (await first.send('GET')).json()) as LikeState

    const liked = await first.send('POST')
    expect(liked.status).toBe(200)
    const visitorCookie = first.setCookies(liked).find((c) => c.startsWith('ve_visitor='))
    expect(visitorCookie).toBeDefined()
    expect(visitorCookie).toMatch(/;\s*HttpOnly/i)
    expect(await liked.json()).toEqual({ count: start + 1, liked: true })

    // The same browser reading again sees its own like; a fresh browser sees it counted.
    expect(await (await first.send('GET')).json()).toEqual({ count: start + 1, liked: true })
    const second = browser(target)
    expect(await (await second.send('GET')).json()).toEqual({ count: start + 1, liked: false })

    expect(await (await second.send('POST')).json()).toEqual({ count: start + 2, liked: true })
    expect(await (await first.send('POST')).json()).toEqual({ count: start + 1, liked: false })
    expect(await (await second.send('POST')).json()).toEqual({ count: start, liked: false })
  })

  it('counts a like once in the database and removes it on the second press', async () => {
    const b = browser(target)
    const before = await storedLikes(target)
    await b.send('POST')
    expect(await storedLikes(target)).toBe(before + 1)
    await b.send('POST')
    expect(await storedLikes(target)).toBe(before)
  })

  it('answers 404 for an article that does not exist', async () => {
    const b = browser(target)
    expect((await b.send('GET', 'no-such-article')).status).toBe(404)
    expect((await b.send('POST', 'no-such-article')).status).toBe(404)
    // An empty name is an unknown article too, not a request for every count.
    expect((await b.send('GET', '')).status).toBe(404)
  })

  it("answers every article's count in one request: the blog index figure plus the likes stored", async () => {
    const counts = await allCounts(target)
    expect(Object.keys(counts).sort()).toEqual(Object.keys(PUBLISHED_LIKES).sort())
    for (const [slug, published] of Object.entries(PUBLISHED_LIKES))
      expect(counts[slug], slug).toBe(published + (await storedLikes(target, slug)))
  })

  it('gives the index the same count as the article, before and after a like and its removal', async () => {
    const slug = 'web-development-trends-2025'
    const b = browser(target)
    const start = (await (await b.send('GET', slug)).json()) as LikeState
    const before = await allCounts(target)
    expect(before[slug]).toBe(start.count)

    const liked = (await (await b.send('POST', slug)).json()) as LikeState
    expect(liked).toEqual({ count: start.count + 1, liked: true })
    // Only the liked article moved.
    expect(await allCounts(target)).toEqual({ ...before, [slug]: liked.count })

    const unliked = (await (await b.send('POST', slug)).json()) as LikeState
    expect(unliked.count).toBe(start.count)
    expect(await allCounts(target)).toEqual(before)
  })

  it('refuses a like from another site', async () => {
    const before = await storedLikes(target)
    const res = await client(target).send(`/api/likes?post=${POST}`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(res.status).toBe(403)
    expect(await storedLikes(target)).toBe(before)
  })
})
