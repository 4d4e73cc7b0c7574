import { notFound } from 'next/navigation'
import { blogPage } from '@/server/content'
import { BlogPosts } from '@/components/sections/blog/blog-posts'
import { JsonLd } from '@/components/ui/json-ld'
import { webPageJsonLd } from '@/lib/seo'
import { blogPageMeta } from '@/content/pages/blog'

/** One page of the blog's index, `/blog` or `/blog/page/<n>`: its cards, eight a page, and its data. */
export async function BlogIndex({ page }: { page: number }) {
  const shown = await blogPage(page)
  if (!shown) notFound()
  return (
    <>
      <JsonLd data={webPageJsonLd(blogPageMeta(page))} />
      <BlogPosts {...shown} />
    </>
  )
}
