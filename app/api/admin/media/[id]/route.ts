import { MEDIA_COPY } from '@/content/desk/media'
import { adminRoute } from '@/server/auth/admin-guard'
import { mediaById } from '@/server/media'
import { describeImage, removeImage } from '@/server/media/uses'
import { json } from '@/server/request'

type Context = { params: Promise<{ id: string }> }

/** Sets an image's description (JSON `{ alt }`), offered as the alt text wherever it is used. */
export const PATCH = adminRoute(async (request, admin, { params }: Context) => {
  const { id } = await params
  const body = (await request.json().catch(() => null)) as { alt?: unknown } | null
  if (typeof body?.alt !== 'string') return json({ message: MEDIA_COPY.altMissing }, 400)
  if (!(await describeImage(id, body.alt, admin.audit))) return json({ message: MEDIA_COPY.notFound }, 404)
  return json({ message: MEDIA_COPY.described, media: await mediaById(id) })
})

/** Removes an image and its variants; refused (409) while an article shows it. */
export const DELETE = adminRoute(async (_request, admin, { params }: Context) => {
  const { id } = await params
  const outcome = await removeImage(id, admin.audit)
  if (!outcome) return json({ message: MEDIA_COPY.notFound }, 404)
  if (!outcome.removed) return json({ message: MEDIA_COPY.inUse(outcome.usedBy.map((u) => u.title)) }, 409)
  return new Response(null, { status: 204 })
})
