import { notFound } from 'next/navigation'
import { blogPageParams } from '@/server/content'
import { pageMetadata } from '@/lib/seo'
import { companyFacts } from '@/server/content/collections'
import { blogPageMeta } from '@/content/pages/blog'
import { BlogIndex } from '../../blog-index'

type Props = { params: Promise<{ n: string }> }

// The pages there are; any other address under /blog/ goes to /blog (runtime/page-store.mjs).
export const dynamicParams = false

export const generateStaticParams = blogPageParams

export async function generateMetadata({ params }: Props) {
  return pageMetadata(blogPageMeta(Number((await params).n)), await companyFacts())
}

/** The blog's older articles, by the same eight cards a page as /blog (page 1 is /blog itself). */
export default async function BlogIndexPage({ params }: Props) {
  const n = Number((await params).n)
  if (n < 2) notFound()
  return <BlogIndex page={n} />
}
