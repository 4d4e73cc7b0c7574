import 'server-only'
import { articleLikeBaselines, getArticle } from '@/server/content'

/** Starting like count per article: the figure the blog index publishes, from front matter. */
export async function likeBaseline(slug: string): Promise<number | null> {
  return (await getArticle(slug))?.likes ?? null
}

/** Every article's starting count, by slug. */
export const likeBaselines = articleLikeBaselines
