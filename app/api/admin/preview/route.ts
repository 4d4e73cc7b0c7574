import { cookies, draftMode } from 'next/headers'
import { PREVIEW_COOKIE } from '@/lib/constants'
import { adminRoute } from '@/server/auth/admin-guard'
import { getEntry } from '@/server/content/entries'
import { env } from '@/server/env'
import { json } from '@/server/request'

/**
 * `?id=<entry>`: shows the administrator the article's working copy at its address, drawn by the
 * same page as the published one (Next's draft mode, and which entry to preview), marked as a
 * preview and not indexed. `?leave=1` ends the preview.
 */
export const GET = adminRoute(async (request) => {
  const url = new URL(request.url)
  const jar = await cookies()
  const draft = await draftMode()
  if (url.searchParams.has('leave')) {
    draft.disable()
    jar.delete(PREVIEW_COOKIE)
    return new Response(null, { status: 303, headers: { Location: '/admin-dashboard/content' } })
  }
  const entry = await getEntry(url.searchParams.get('id') ?? '')
  if (!entry || entry.kind !== 'article') return json({ message: 'No such article.' }, 404)
  draft.enable()
  jar.set(PREVIEW_COOKIE, entry.id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.SITE_URL.startsWith('https://'),
  })
  return new Response(null, {
    status: 303,
    headers: { Location: `/blog/${entry.slug}`, 'Cache-Control': 'no-store' },
  })
})
