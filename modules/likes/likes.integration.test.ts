import { describe, expect, inject, it } from 'vitest'
import { client, database } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'

const POST = 'woocommerce-vs-shopify'
/** The blog index figure of this article (spec §9). */
const BLOG_INDEX_LIKES = 127

type LikeState = { count: number; liked: boolean }

async function storedLikes(target: Target) {
  const r = await database(target)
    .selectFrom('post_likes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('blog_id', '=', POST)
    .executeTakeFirstOrThrow()
  return Number(r.n)
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
