import { MEDIA_COPY } from '@/content/desk/media'
import { adminRoute } from '@/server/auth/admin-guard'
import { deleteMedia, mediaById, setMediaAlt } from '@/server/media'
import { json } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

/** Sets an image's description (JSON `{ alt }`), offered as the alt text wherever it is used. */
export const PATCH = adminRoute(async (request, _admin, { params }: Context) => {
  const { id } = await params
  const body = (await request.json().catch(() => null)) as { alt?: unknown } | null
  if (typeof body?.alt !== 'string') return json({ message: 'Send the description as { "alt": "…" }.' }, 400)
  if (!(await setMediaAlt(id, body.alt))) return json({ message: MEDIA_COPY.notFound }, 404)
  return json({ media: await mediaById(id) })
})

/** Removes an image and its variants from the library and the file store. */
export const DELETE = adminRoute(async (_request, _admin, { params }: Context) => {
  const { id } = await params
  if (!(await deleteMedia(id))) return json({ message: MEDIA_COPY.notFound }, 404)
  return new Response(null, { status: 204 })
})
