import { pageMetadata } from '@/lib/seo'
import { blogPageMeta } from '@/content/pages/blog'
import { BlogIndex } from './blog-index'

export const metadata = pageMetadata(blogPageMeta(1))

export default function BlogPage() {
  return <BlogIndex page={1} />
}
