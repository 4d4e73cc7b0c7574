import { notFound } from 'next/navigation'
import { blogPage } from '@/server/content'
import { BlogPosts } from '@/components/sections/blog/blog-posts'
import { JsonLd } from '@/components/ui/json-ld'
import { pageMetadata, webPageJsonLd } from '@/lib/seo'
import { blogPageMeta } from '@/content/pages/blog'

export const metadata = pageMetadata(blogPageMeta(1))

export default async function BlogPage() {
  const shown = await blogPage(1)
  if (!shown) notFound()
  return (
    <>
      <JsonLd data={webPageJsonLd(blogPageMeta(1))} />
      <BlogPosts {...shown} />
    </>
  )
}
