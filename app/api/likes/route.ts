import { randomBytes } from 'node:crypto'
import { cookies } from 'next/headers'
import { LIKE_COOKIE } from '@/lib/constants'
import { likeBaseline, likeBaselines } from '@/modules/likes/baseline'
import { getLikeState, listLikeCounts, toggleLike } from '@/modules/likes/queries'
import { DATABASE_UNAVAILABLE, databaseRoute } from '@/server/db/faults'
import { env } from '@/server/env'
import { rateLimit } from '@/server/rate-limit'
import { clientAddress, isCrossSite, json } from '@/server/request'

const LIKES_PER_MINUTE = 30

async function postOf(request: Request) {
  const slug = new URL(request.url).searchParams.get('post') ?? ''
  const baseline = await likeBaseline(slug)
  return baseline === null ? null : { slug, baseline }
}

/**
 * `?post=<slug>`: that article's count and whether this browser liked it. Without `post`, every
 * article's count (`{ counts: { <slug>: n } }`), so the blog index needs one request for its cards.
 */
export const GET = databaseRoute(DATABASE_UNAVAILABLE.read, async (request: Request) => {
  if (!new URL(request.url).searchParams.has('post')) {
    return json({ counts: await listLikeCounts(await likeBaselines()) })
  }
  const post = await postOf(request)
  if (!post) return json({ message: 'Unknown article.' }, 404)
  const visitor = (await cookies()).get(LIKE_COOKIE)?.value ?? null
  return json(await getLikeState(post.slug, post.baseline, visitor))
})

export const POST = databaseRoute(DATABASE_UNAVAILABLE.write, async (request: Request) => {
  if (isCrossSite(request)) return json({ message: 'Likes can only be given on our own website.' }, 403)
  const post = await postOf(request)
  if (!post) return json({ message: 'Unknown article.' }, 404)
  const limit = await rateLimit(`like:${clientAddress(request)}`, LIKES_PER_MINUTE)
  if (!limit.allowed) {
    return json({ message: 'Too many likes from your network. Please wait a minute.' }, 429, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  const jar = await cookies()
  let visitor = jar.get(LIKE_COOKIE)?.value
  if (!visitor || !/^[A-Za-z0-9_-]{22}$/.test(visitor)) {
    visitor = randomBytes(16).toString('base64url')
    jar.set(LIKE_COOKIE, visitor, {
      httpOnly: true,
      sameSite: 'lax',
      secure: env.SITE_URL.startsWith('https://'),
      path: '/api/likes',
      maxAge: 60 * 60 * 24 * 365,
    })
  }
  return json(await toggleLike(post.slug, post.baseline, visitor))
})
