import { articleParams, getArticle } from '@/server/content'
import { companyFacts } from '@/server/content/collections'
import { shareImage } from '@/components/share/share-card'
import { articleCard, ARTICLE_SHARE_ALT, SHARE_SIZE } from '@/lib/share-cards'

// Drawn at build for each article. Its alt text is one for all: Next takes a picture's alt from
// this export or from generateImageMetadata, and with the latter it cannot build the pictures of
// a dynamic segment ahead (a route handler is not given the page's slugs).
export const alt = ARTICLE_SHARE_ALT
export const size = SHARE_SIZE
export const contentType = 'image/png'
export const dynamicParams = false
export const generateStaticParams = articleParams

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getArticle((await params).slug)
  if (!post) return new Response('Not found', { status: 404 })
  return shareImage(articleCard(post), await companyFacts())
}
