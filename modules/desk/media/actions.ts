'use server'

import { z } from 'zod'
import { MEDIA_COPY } from '@/content/desk/media'
import { failed, succeeded } from '@/lib/forms/action-state'
import { MEDIA_ALT_MAX } from '@/lib/media'
import { adminAction } from '@/server/auth/admin-action'
import { describeImage, removeImage } from '@/server/media/uses'

const idField = z.string().min(1).max(64)

/** Saves an image's description, offered as its alt text wherever it is chosen. */
export const describeMediaAction = adminAction(
  z.object({
    id: idField,
    alt: z.string().max(MEDIA_ALT_MAX, `A description is at most ${MEDIA_ALT_MAX} characters.`).default(''),
  }),
  'Failed to save the description',
  async (form, admin) =>
    (await describeImage(form.id, form.alt, admin.audit))
      ? succeeded(MEDIA_COPY.described)
      : failed(MEDIA_COPY.notFound),
)

/** Deletes an image and every size of it; refused while an article shows it. */
export const removeMediaAction = adminAction(
  z.object({ id: idField }),
  'Failed to delete the image',
  async (form, admin) => {
    const outcome = await removeImage(form.id, admin.audit)
    if (!outcome) return failed(MEDIA_COPY.notFound)
    if (!outcome.removed) return failed(MEDIA_COPY.inUse(outcome.usedBy.map((u) => u.title)))
    return succeeded(MEDIA_COPY.removed)
  },
)
