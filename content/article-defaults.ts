import type { IconName, PostFrontMatter } from '@/content/schema'

type Category = PostFrontMatter['category']

/**
 * What a new article written in the desk takes from its category until the owner chooses
 * otherwise: the label's colour, the generated cover art of the category's first article, and the
 * icon of the cover's caption.
 */
export const ARTICLE_DEFAULTS: Record<
  Category,
  { color: PostFrontMatter['categoryColor']; cover: string; icon: IconName }
> = {
  'Business Insights': {
    color: 'blue',
    cover: '/art/blog-website-business-needs-2025.svg',
    icon: 'LineChart',
  },
  'Platform Comparison': {
    color: 'violet',
    cover: '/art/blog-woocommerce-vs-shopify.svg',
    icon: 'ShoppingBag',
  },
  'Tech Trends': { color: 'cyan', cover: '/art/blog-web-development-trends-2025.svg', icon: 'TrendingUp' },
  'AI & Automation': { color: 'emerald', cover: '/art/blog-ai-transforming-websites.svg', icon: 'Brain' },
  'Best Practices': { color: 'amber', cover: '/art/blog-top-10-website-features-2025.svg', icon: 'Target' },
  Design: { color: 'pink', cover: '/art/blog-psychology-of-colors-design.svg', icon: 'Palette' },
  Security: { color: 'rose', cover: '/art/blog-website-security-mistakes.svg', icon: 'ShieldCheck' },
  'UI/UX': { color: 'indigo', cover: '/art/blog-minimalist-ui-ux-benefits.svg', icon: 'Paintbrush' },
}

/** Words a reader reads in a minute, for a new article's read time. */
export const READING_WORDS_PER_MINUTE = 200
