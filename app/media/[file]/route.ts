import { Readable } from 'node:stream'
import { mediaType } from '@/server/media'
import { isMediaKey, openMedia } from '@/server/storage'

type Context = { params: Promise<{ file: string }> }

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
  })

/**
 * Serves an uploaded image or one of its variants. Names are content-hashed (the same name is
 * always the same bytes), so each is cached for a year; a name that is not a media name is 404
 * before the store is asked.
 */
export async function GET(_request: Request, { params }: Context) {
  const { file } = await params
  const key = `media/${file}`
  if (!isMediaKey(key)) return notFound()
  const stored = await openMedia(key)
  if (!stored) return notFound()
  return new Response(Readable.toWeb(stored.stream) as ReadableStream, {
    headers: {
      'Content-Type': mediaType(key),
      'Content-Length': String(stored.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
