import { Readable } from 'node:stream'
import { DESK_MESSAGES } from '@/modules/desk/records'
import { adminRoute } from '@/server/auth/admin-guard'
import { json } from '@/server/request'
import { openStored, verifyResumeLink } from '@/server/storage'

type Context = { params: Promise<{ file: string }> }

/** Serves one resume: needs an admin session and a link signed less than 60 seconds ago. */
export const GET = adminRoute(async (request, _admin, { params }: Context) => {
  const { file } = await params
  const search = new URL(request.url).searchParams
  const check = verifyResumeLink(file, search.get('expires'), search.get('signature'))
  if (!check.ok) {
    const message =
      check.reason === 'expired'
        ? 'This resume link has expired. Open the resume again from the dashboard.'
        : 'This resume link is not valid.'
    return json({ message }, 403)
  }
  const stored = await openStored(check.key)
  if (!stored) return json({ message: DESK_MESSAGES.resumeMissing }, 404)
  return new Response(Readable.toWeb(stored.stream) as ReadableStream, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(stored.size),
      'Content-Disposition': `inline; filename="resume-${file}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
})
