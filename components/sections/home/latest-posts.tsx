import { ArrowRight } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import type { Post } from '@/content/schema'
import { latestPostsCopy } from '@/content/pages/home'
import { PostCard } from '@/components/blog/post-card'
import { SectionHeading } from '@/components/ui/section-heading'

/** The three newest of `posts`, as cards. */
export function LatestPosts({ posts: all }: { posts: readonly Post[] }) {
  const posts = [...all].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3)
  return (
    <section aria-labelledby="latest-title" className="section border-border border-t" data-reveal>
      <div className="container-site">
        <SectionHeading
          id="latest-title"
          eyebrow={latestPostsCopy.eyebrow}
          title={latestPostsCopy.title}
          lead={latestPostsCopy.lead}
        />
        <div className="grid gap-6 md:grid-cols-3">
          {posts.map((p) => (
            <PostCard key={p.slug} post={p} />
          ))}
        </div>
        <p className="mt-10 text-center">
          <Link href="/blog" className="btn btn-secondary">
            {latestPostsCopy.allAction} <Icon icon={ArrowRight} className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  )
}
