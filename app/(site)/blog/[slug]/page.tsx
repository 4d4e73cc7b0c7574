import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { articleAt, articleParams } from '@/server/content'
import { companyFacts } from '@/server/content/collections'
import { mediaRefs } from '@/server/media'
import { PostBody } from '@/components/blog/post-body'
import { CommentSection } from '@/modules/comments/comment-section'
import { LikeButton } from '@/modules/likes/like-button'
import { ShareMore } from '@/modules/share/share-more'
import { shareLinks } from '@/modules/share/share-links'
import { ArticleBody } from '@/components/sections/article/article-body'
import { ArticleComments } from '@/components/sections/article/article-comments'
import { ArticleCover } from '@/components/sections/article/article-cover'
import { ArticleCta } from '@/components/sections/article/article-cta'
import { ArticleEngagement } from '@/components/sections/article/article-engagement'
import { ArticleHeader } from '@/components/sections/article/article-header'
import { PreviewBanner } from '@/components/sections/article/preview-banner'
import { JsonLd } from '@/components/ui/json-ld'
import { mediaHashesIn } from '@/lib/media'
import { absoluteUrl, articleJsonLd, articleMetadata, breadcrumbJsonLd } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

// The articles published; any other /blog/… address goes to /blog (runtime/page-store.mjs).
export const dynamicParams = false

export const generateStaticParams = articleParams

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { post, preview } = await articleAt((await params).slug)
  if (!post) return {}
  const metadata = articleMetadata(post, await companyFacts())
  return preview ? { ...metadata, robots: { index: false, follow: false } } : metadata
}

export default async function ArticlePage({ params }: Props) {
  const { post, preview } = await articleAt((await params).slug)
  if (!post) notFound()
  const share = shareLinks({
    title: post.title,
    subtitle: post.summary,
    url: absoluteUrl(`/blog/${post.slug}`),
  })
  return (
    <article className="section pt-10" aria-labelledby="article-title">
      <JsonLd
        data={[
          articleJsonLd(post, await companyFacts()),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Blog', path: '/blog' },
            { name: post.title, path: `/blog/${post.slug}` },
          ]),
        ]}
      />
      <div className="container-site max-w-4xl">
        {preview ? <PreviewBanner /> : null}
        <ArticleHeader post={post} />
        <ArticleCover post={post} />
        <ArticleBody post={post}>
          <PostBody
            body={post.body}
            source={`article ${post.slug}`}
            images={await mediaRefs(mediaHashesIn(post.body))}
          />
        </ArticleBody>
        <ArticleCta />
        <ArticleEngagement
          like={<LikeButton slug={post.slug} initial={post.likes} />}
          shareLinks={share}
          moreShares={<ShareMore telegram={share.telegram} email={share.email} />}
        />
        <ArticleComments>
          <CommentSection slug={post.slug} />
        </ArticleComments>
      </div>
    </article>
  )
}
