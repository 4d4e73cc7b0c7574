import { blogPagePath } from '@/lib/constants'

/** The /blog page's copy (components/sections/blog/); the articles are content/blog/*.md. */

export const blogCopy = {
  eyebrow: 'Blog',
  title: 'Latest Insights & Guides',
  lead: 'Practical, opinionated writing on building, growing and protecting your digital business.',
  /** Before the feeds' links under the articles. */
  follow: 'Follow new articles in your feed reader:',
}

/** What /blog and each of its later pages say about themselves (title, description, address). */
export const blogPageMeta = (page: number) => ({
  title: page === 1 ? 'Blog: Latest Insights & Guides' : `Blog: Latest Insights & Guides, page ${page}`,
  description:
    'Guides on websites, e-commerce, web development trends, AI, design and security from the engineers who build them.',
  path: blogPagePath(page),
  ownImage: page === 1,
  keywords: [
    'web development blog',
    'Shopify vs WooCommerce',
    'website security',
    'UI/UX design',
    'AI for websites',
  ],
})

/** The links between the blog's pages. */
export const blogPaging = {
  label: 'Blog pages',
  newer: 'Newer articles',
  older: 'Older articles',
  position: (page: number, pages: number) => `Page ${page} of ${pages}`,
}

export const blogCta = {
  title: 'Ready to Transform Your Digital Presence?',
  text: 'See what we build and how we work, or start a conversation about your own project.',
  primaryAction: 'View Our Services',
  secondaryAction: 'See Our Work',
}
