import 'server-only'
import { shareImage } from '@/components/share/share-card'
import type { Post } from '@/content/schema'
import { todayInNewDelhi } from '@/lib/new-delhi-time'
import { articleCard } from '@/lib/share-cards'
import { companyFacts } from '@/server/content/collections'
import { getEntry } from '@/server/content/entries'
import { json } from '@/server/request'
import { articleFromForm } from './article-model'
import { articleFormSchema } from './schema'

/** The longest read time the preview takes from the editor (a real article's is far below). */
const MAX_MINUTES = 999

/**
 * The share picture an article will have, drawn by the same card as the published one from what
 * the editor holds now (`title`, `summary`, `category`, `author`) over the saved entry `id` (its
 * date, colour and read time stay as they were, as a save keeps them). The body is not sent: for
 * an article with no read time yet, `minutes` is the one the editor counted from its words.
 */
export async function sharePicturePreview(params: URLSearchParams): Promise<Response> {
  const form = articleFormSchema.safeParse({
    title: params.get('title') ?? '',
    summary: params.get('summary') ?? '',
    category: params.get('category') ?? '',
    author: params.get('author') ?? '',
  })
  if (!form.success) return json({ message: form.error.issues[0]!.message }, 400)
  const id = params.get('id')?.slice(0, 64)
  const entry = id ? await getEntry(id) : null
  const before = entry?.kind === 'article' ? (entry.draft as Partial<Post>) : null
  const post = articleFromForm(form.data, before, todayInNewDelhi())
  const minutes = Number(params.get('minutes'))
  if (!before?.readTime && Number.isInteger(minutes) && minutes > 0 && minutes <= MAX_MINUTES)
    post.readTime = minutes
  const image = shareImage(articleCard(post), await companyFacts())
  return new Response(image.body, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'private, no-store' },
  })
}
