import { notFound } from 'next/navigation'
import { blogPage } from '@/server/content'
import { companyFacts } from '@/server/content/collections'
import { BlogPosts } from '@/components/sections/blog/blog-posts'
import { JsonLd } from '@/components/ui/json-ld'
import { webPageJsonLd } from '@/lib/seo'
import { blogPageMeta } from '@/content/pages/blog'

/** One page of the blog's index, `/blog` or `/blog/page/<n>`: its cards, eight a page, and its data. */
export async function BlogIndex({ page }: { page: number }) {
  const [shown, company] = await Promise.all([blogPage(page), companyFacts()])
  if (!shown) notFound()
  return (
    <>
      <JsonLd data={webPageJsonLd(blogPageMeta(page), company)} />
      <BlogPosts {...shown} />
    </>
  )
}
