import { notFound } from 'next/navigation'
import { blogPage, blogPageParams } from '@/server/content'
import { BlogPosts } from '@/components/sections/blog/blog-posts'
import { JsonLd } from '@/components/ui/json-ld'
import { pageMetadata, webPageJsonLd } from '@/lib/seo'
import { blogPageMeta } from '@/content/pages/blog'

type Props = { params: Promise<{ n: string }> }

// The pages there are; any other address under /blog/ goes to /blog (runtime/page-store.mjs).
export const dynamicParams = false

export const generateStaticParams = blogPageParams

export async function generateMetadata({ params }: Props) {
  return pageMetadata(blogPageMeta(Number((await params).n)))
}

/** The blog's older articles, by the same eight cards a page as /blog. */
export default async function BlogIndexPage({ params }: Props) {
  const n = Number((await params).n)
  const shown = n > 1 ? await blogPage(n) : null
  if (!shown) notFound()
  return (
    <>
      <JsonLd data={webPageJsonLd(blogPageMeta(n))} />
      <BlogPosts {...shown} />
    </>
  )
}
