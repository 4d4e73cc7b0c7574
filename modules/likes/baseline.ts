import 'server-only'
import { getPosts } from '@/content/index'

/** Starting like count per article: the figure the blog index publishes, from front matter. */
export function likeBaseline(slug: string): number | null {
  return getPosts().find((p) => p.slug === slug)?.likes ?? null
}

/** Every article's starting count, by slug. */
export function likeBaselines(): Record<string, number> {
  return Object.fromEntries(getPosts().map((p) => [p.slug, p.likes]))
}
