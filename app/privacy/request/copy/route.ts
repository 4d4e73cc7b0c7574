import { Readable } from 'node:stream'
import { copyLinkCopy } from '@/content/privacy-requests'
import { resultPage } from '@/server/forms/result-page'
import { linkLimit } from '@/server/forms/route'
import { checkCopyLink } from '@/server/privacy/fulfil'
import { openStored } from '@/server/storage'

export const dynamic = 'force-dynamic'

/**
 * The link in the answer to a request for a copy: the ZIP of the person's data while the link
 * works (ARCHIVE_LINK_DAYS), else a page that says why not. Never cached, by anyone.
 */
export async function GET(request: Request) {
  const refused = await linkLimit(request, 'privacy-copy')
  if (refused) return refused
  const search = new URL(request.url).searchParams
  const id = search.get('r') ?? ''
  const sig = search.get('s') ?? ''
  const link =
    id.length <= 64 && sig.length <= 64
      ? await checkCopyLink(id, sig)
      : ({ ok: false, reason: 'invalid' } as const)
  const stored = link.ok ? await openStored(link.key) : null
  if (!link.ok || !stored)
    return resultPage({
      ...copyLinkCopy[link.ok ? 'expired' : link.reason],
      form: false,
      status: link.ok || link.reason === 'expired' ? 410 : 404,
    })
  return new Response(Readable.toWeb(stored.stream) as ReadableStream, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Length': String(stored.size),
      'Content-Disposition': `attachment; filename="your-data-${link.createdAt.slice(0, 10)}.zip"`,
      'Cache-Control': 'no-store, private',
      'X-Robots-Tag': 'noindex',
    },
  })
}
