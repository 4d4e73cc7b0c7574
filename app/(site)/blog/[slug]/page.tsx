import { ArrowLeft, ArrowRight, MessageSquare, UserRound } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { company } from '@/content/company'
import { getPost, getPosts } from '@/content/index'
import { renderPostBody } from '@/components/blog/post-body'
import { CategoryLabel, PostDateAndReadTime } from '@/components/blog/post-meta'
import { BookingButton } from '@/components/ui/booking-button'
import { Icon } from '@/components/ui/icon'
import { JsonLd } from '@/components/ui/json-ld'
import { CommentSection } from '@/modules/comments/comment-section'
import { LikeButton } from '@/modules/likes/like-button'
import { ShareMore } from '@/modules/share/share-more'
import { shareLinks } from '@/modules/share/share-links'
import { absoluteUrl, pageMetadata } from '@/lib/seo'
import { Art } from '@/components/ui/art'

type Props = { params: Promise<{ slug: string }> }

// Only the eight articles exist; proxy.ts sends any other /blog/… address to /blog.
export const dynamicParams = false

export function generateStaticParams() {
  return getPosts().map((p) => ({ slug: p.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPost((await params).slug)
  if (!post) return {}
  return pageMetadata({
    title: post.title,
    description: post.subtitle,
    path: `/blog/${post.slug}`,
    keywords: post.tags,
    article: { publishedTime: post.date, author: post.author, section: post.category, tags: post.tags },
  })
}

export default async function ArticlePage({ params }: Props) {
  const post = getPost((await params).slug)
  if (!post) notFound()
  const url = absoluteUrl(`/blog/${post.slug}`)
  const share = shareLinks({ title: post.title, subtitle: post.subtitle, url })
  const body = await renderPostBody(post)
  const articleJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.subtitle,
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: company.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
    },
    image: absoluteUrl(post.cover),
    mainEntityOfPage: url,
  }
  const shareButton = 'btn btn-secondary min-w-11 !px-3 text-sm'
  return (
    <article className="section !pt-10" aria-labelledby="article-title">
      <JsonLd data={articleJsonLd} />
      <div className="container-site max-w-4xl">
        <Link
          href="/blog"
          className="text-fg-muted hover:text-accent inline-flex min-h-11 items-center gap-1.5 text-sm font-medium"
        >
          <ArrowLeft className="size-4" aria-hidden /> All articles
        </Link>
        <header className="mt-6">
          <CategoryLabel post={post} />
          <h1 id="article-title" className="mt-5 text-[clamp(2rem,1.4rem+2.6vw,3.25rem)] font-bold">
            {post.title}
          </h1>
          <p className="text-fg-muted mt-4 text-xl">{post.subtitle}</p>
          <ul className="text-fg-subtle mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li className="flex items-center gap-1.5">
              <UserRound className="size-4" aria-hidden />
              <span data-testid="article-author">{post.author}</span>
            </li>
            <PostDateAndReadTime post={post} />
          </ul>
        </header>
        <figure className="border-border relative mt-8 overflow-hidden rounded-2xl border">
          <Art src={post.cover} alt="" width={1200} height={630} className="w-full" priority />
          <figcaption className="border-border bg-bg-elevated sm:bg-glass flex items-center gap-3 border-t px-4 py-3 sm:absolute sm:bottom-3 sm:left-3 sm:max-w-[calc(100%-1.5rem)] sm:rounded-xl sm:border sm:backdrop-blur-md">
            <span className="bg-accent-soft text-accent inline-flex size-9 shrink-0 items-center justify-center rounded-lg">
              <Icon name={post.heroImage.icon} className="size-5" />
            </span>
            <span className="text-sm">
              <span className="block font-semibold">{post.heroImage.title}</span>
              <span className="text-fg-muted">{post.heroImage.subtitle}</span>
            </span>
          </figcaption>
        </figure>
        <div className="article-body mx-auto mt-10 max-w-[70ch]" data-testid="article-body">
          {body}
        </div>
        <ul className="mx-auto mt-10 flex max-w-[70ch] flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((t) => (
            <li key={t} className="chip">
              #{t}
            </li>
          ))}
        </ul>

        <aside
          className="card relative mx-auto mt-12 overflow-hidden p-8 text-center"
          aria-labelledby="article-cta"
        >
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(60%_90%_at_50%_0%,var(--glow),transparent)]"
          />
          <div className="relative">
            <h2 id="article-cta" className="text-2xl font-semibold">
              Want this done right for your business?
            </h2>
            <p className="text-fg-muted mx-auto mt-2 max-w-xl">
              Talk it through with an engineer in a free 30-minute consultation. No slides, no obligation.
            </p>
            <BookingButton className="mt-6">Book a Free Consultation</BookingButton>
          </div>
        </aside>

        <section className="card mt-8 p-6 md:p-8" aria-labelledby="engage-title" data-testid="engagement">
          <h2 id="engage-title" className="text-xl font-semibold">
            Enjoyed this article?
          </h2>
          <div className="mt-5 flex flex-wrap items-center gap-2">
            <LikeButton slug={post.slug} initial={post.likes} />
            <span className="bg-border mx-2 h-8 w-px" aria-hidden />
            <a
              href={share.twitter}
              target="_blank"
              rel="noopener noreferrer"
              className={shareButton}
              aria-label="Share on Twitter"
            >
              Twitter
            </a>
            <a
              href={share.facebook}
              target="_blank"
              rel="noopener noreferrer"
              className={shareButton}
              aria-label="Share on Facebook"
            >
              Facebook
            </a>
            <a
              href={share.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              className={shareButton}
              aria-label="Share on LinkedIn"
            >
              LinkedIn
            </a>
            <a
              href={share.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={shareButton}
              aria-label="Share on WhatsApp"
            >
              WhatsApp
            </a>
            <ShareMore telegram={share.telegram} email={share.email} />
          </div>
          <p className="text-fg-muted mt-6 text-sm">
            Looking for a team to build it?{' '}
            <Link
              href="/services"
              className="text-accent inline-flex min-h-11 items-center gap-1 font-semibold md:min-h-0"
            >
              Explore our services <ArrowRight className="size-4" aria-hidden />
            </Link>
          </p>
        </section>

        <section className="card mt-8 p-6 md:p-8" aria-labelledby="comment-title" id="comments">
          <h2 id="comment-title" className="flex items-center gap-2 text-xl font-semibold">
            <MessageSquare className="text-accent size-5" aria-hidden /> Leave Your Comment
          </h2>
          <p className="text-fg-muted mt-3">
            Questions, a different view, a war story of your own? Comments appear here once our team has read
            them.
          </p>
          <CommentSection slug={post.slug} />
        </section>
      </div>
    </article>
  )
}
