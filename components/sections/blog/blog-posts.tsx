import { ArrowRight, Rss } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import { FEEDS } from '@/lib/feed-links'
import type { Post } from '@/content/schema'
import { blogCopy, blogCta } from '@/content/pages/blog'
import { PostCard } from '@/components/blog/post-card'
import { CtaCard } from '@/components/ui/cta-card'
import { SectionHeading } from '@/components/ui/section-heading'

/** Every article as a card, then where to go next. */
export function BlogPosts({ posts }: { posts: readonly Post[] }) {
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
