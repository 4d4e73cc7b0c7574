import { pageMetadata } from '@/lib/seo'
import { companyFacts } from '@/server/content/collections'
import { blogPageMeta } from '@/content/pages/blog'
import { BlogIndex } from './blog-index'

export async function generateMetadata() {
  return pageMetadata(blogPageMeta(1), await companyFacts())
}

export default function BlogPage() {
  return <BlogIndex page={1} />
}
