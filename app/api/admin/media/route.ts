import { MEDIA_COPY } from '@/content/desk/media'
import { adminRoute } from '@/server/auth/admin-guard'
import { listMedia, MediaError, readImageUpload, saveImage } from '@/server/media'
import { json } from '@/server/request'

/** The media library, newest first (the desk's media page reads the same list). */
export const GET = adminRoute(async () => json({ media: await listMedia() }))

/**
 * Uploads one image (multipart, field `file`): refused unless its bytes are a JPEG, PNG, WebP or
 * AVIF of at most 20 MB and a sane number of pixels; 201 with the new item, 200 with the item
 * already there when the same file was uploaded before.
 */
export const POST = adminRoute(async (request, admin) => {
  try {
    const { bytes, name } = await readImageUpload(request)
    const { item, created } = await saveImage(bytes, name, admin.email)
    if (created)
      await admin.audit({ action: 'media_changed', target: `media:${item.id}`, detail: { op: 'upload' } })
    return json(
      { message: created ? MEDIA_COPY.uploaded : MEDIA_COPY.alreadyThere, media: item },
      created ? 201 : 200,
    )
  } catch (error) {
    if (!(error instanceof MediaError)) throw error
    return json(
      { message: MEDIA_COPY.refusals[error.reason], reason: error.reason },
      error.reason === 'too-large' ? 413 : 400,
    )
  }
})
