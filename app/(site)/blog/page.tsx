import { listArticles } from '@/server/content'
import { BlogPosts } from '@/components/sections/blog/blog-posts'
import { JsonLd } from '@/components/ui/json-ld'
import { pageMetadata, webPageJsonLd } from '@/lib/seo'

const page = {
  title: 'Blog: Latest Insights & Guides',
  description:
    'Guides on websites, e-commerce, web development trends, AI, design and security from the engineers at Vantage Edge Technologies.',
  path: '/blog',
  ownImage: true,
  keywords: [
    'web development blog',
    'Shopify vs WooCommerce',
    'website security',
    'UI/UX design',
    'AI for websites',
  ],
}

export const metadata = pageMetadata(page)

export default async function BlogPage() {
  return (
    <>
      <JsonLd data={webPageJsonLd(page)} />
      <BlogPosts posts={await listArticles()} />
    </>
  )
}
