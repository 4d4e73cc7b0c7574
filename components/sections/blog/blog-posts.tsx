import { ArrowLeft, ArrowRight, Rss } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import { FEEDS } from '@/lib/feed-links'
import type { Post } from '@/content/schema'
import { blogCopy, blogCta, blogPaging } from '@/content/pages/blog'
import { blogPagePath } from '@/lib/constants'
import { PostCard } from '@/components/blog/post-card'
import { CtaCard } from '@/components/ui/cta-card'
import { SectionHeading } from '@/components/ui/section-heading'

/** One page of the articles as cards, the way to the other pages, then where to go next. */
export function BlogPosts({ posts, page, pages }: { posts: readonly Post[]; page: number; pages: number }) {
  return (
    <section className="section" aria-labelledby="blog-title">
      <div className="container-site">
        <SectionHeading
          as="h1"
          id="blog-title"
          eyebrow={blogCopy.eyebrow}
          title={blogCopy.title}
          lead={blogCopy.lead}
        />
        <div className="grid gap-6 md:grid-cols-2">
          {posts.map((p, i) => (
            <PostCard key={p.slug} post={p} priority={i === 0} heading="h2" />
          ))}
        </div>
        {pages > 1 ? <BlogPaging page={page} pages={pages} /> : null}
        <p className="text-fg-muted mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Icon icon={Rss} className="text-accent size-4" />
          {blogCopy.follow}
          {Object.values(FEEDS).map((feed) => (
            <a
              key={feed.path}
              href={feed.path}
              type={feed.type}
              className="text-accent font-medium underline-offset-4 hover:underline"
            >
              {feed.label}
            </a>
          ))}
        </p>
        <CtaCard title={blogCta.title} text={blogCta.text} className="mt-16">
          <Link href="/services" className="btn btn-primary">
            {blogCta.primaryAction} <Icon icon={ArrowRight} className="size-4" />
          </Link>
          <Link href="/projects" className="btn btn-secondary">
            {blogCta.secondaryAction}
          </Link>
        </CtaCard>
      </div>
    </section>
  )
}

/** Newer and older pages of the blog, and where this one stands. */
function BlogPaging({ page, pages }: { page: number; pages: number }) {
  return (
    <nav aria-label={blogPaging.label} className="mt-10 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={blogPagePath(page - 1)} rel="prev" className="btn btn-secondary">
          <Icon icon={ArrowLeft} className="size-4" /> {blogPaging.newer}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-fg-muted text-sm">{blogPaging.position(page, pages)}</p>
      {page < pages ? (
        <Link href={blogPagePath(page + 1)} rel="next" className="btn btn-secondary">
          {blogPaging.older} <Icon icon={ArrowRight} className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
