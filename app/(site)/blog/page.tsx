import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import { getPosts } from '@/content/index'
import { blogCta } from '@/content/home'
import { PostCard } from '@/components/blog/post-card'
import { JsonLd } from '@/components/ui/json-ld'
import { SectionHeading } from '@/components/ui/section-heading'
import { organizationJsonLd, pageMetadata, webPageJsonLd } from '@/lib/seo'

const page = {
  title: 'Blog: Latest Insights & Guides',
  description:
    'Guides on websites, e-commerce, web development trends, AI, design and security from the engineers at Vantage Edge Technologies.',
  path: '/blog',
  keywords: [
    'web development blog',
    'Shopify vs WooCommerce',
    'website security',
    'UI/UX design',
    'AI for websites',
  ],
}

export const metadata = pageMetadata(page)

export default function BlogPage() {
  const posts = getPosts()
  return (
    <>
      <JsonLd data={[organizationJsonLd(), webPageJsonLd(page)]} />
      <section className="section" aria-labelledby="blog-title">
        <div className="container-site">
          <SectionHeading
            as="h1"
            id="blog-title"
            eyebrow="Blog"
            title="Latest Insights & Guides"
            lead="Practical, opinionated writing on building, growing and protecting your digital business."
          />
          <div className="grid gap-6 md:grid-cols-2">
            {posts.map((p, i) => (
              <PostCard key={p.slug} post={p} priority={i === 0} heading="h2" />
            ))}
          </div>
          <div className="card mt-16 p-8 text-center md:p-12">
            <h2 className="h-section">{blogCta.title}</h2>
            <p className="text-fg-muted mx-auto mt-3 max-w-2xl">{blogCta.text}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link href="/services" className="btn btn-primary">
                View Our Services <ArrowRight className="size-4" aria-hidden />
              </Link>
              <Link href="/projects" className="btn btn-secondary">
                See Our Work
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
