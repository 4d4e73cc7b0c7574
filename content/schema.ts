import { z } from 'zod'

/** Icon names (lucide's) that content may reference; drawn by components/ui/content-icon.tsx. */
export const iconNames = [
  'Code',
  'Smartphone',
  'Palette',
  'Cloud',
  'BarChart3',
  'Brain',
  'Wrench',
  'ShoppingBag',
  'Globe',
  'Server',
  'ShieldCheck',
  'Zap',
  'Layers',
  'Rocket',
  'Database',
  'Cpu',
  'LineChart',
  'Sparkles',
  'Lock',
  'Gauge',
  'Workflow',
  'Eye',
  'Users',
  'Target',
  'TrendingUp',
  'Lightbulb',
  'MousePointerClick',
  'Search',
  'Accessibility',
  'Bot',
  'Boxes',
  'Paintbrush',
] as const
export const iconName = z.enum(iconNames)
export type IconName = z.infer<typeof iconName>

const text = z.string().trim().min(1)

/** A fact the site cannot show empty; its messages follow the field's name in the desk's editor. */
const filled = z.string().trim().min(1, 'Cannot be empty.')
const emailAddress = z.email('Not an e-mail address; write one such as hello@example.com.')
/** A phone number as people dial it: digits, spaces, brackets, dashes and a leading +. */
const phoneNumber = filled.regex(
  /^\+?[\d\s()-]{6,24}$/,
  'Write the number as it is dialled, such as +1 (415) 555-0142.',
)

/** The company's facts, as the desk edits them (each message names what to write). */
export const companySchema = z.object({
  name: filled,
  slogan: filled,
  blurb: filled,
  address: z.object({ city: filled, country: filled }),
  country: filled,
  foundedYear: z.literal(2024),
  /** the first for enquiries (and the privacy contact), the second for job applications */
  emails: z.tuple([emailAddress, emailAddress], {
    error: 'Two addresses, one a line: the first for enquiries and privacy, the second for careers.',
  }),
  /** the number to call in the United States, then the one on WhatsApp in India */
  phones: z.tuple([
    z.object({ number: phoneNumber, country: z.literal('US') }),
    z.object({ number: phoneNumber, country: z.literal('IN') }),
  ]),
  whatsappGreeting: filled,
  socials: z
    .array(
      z.object({
        name: z.enum(['LinkedIn', 'Instagram', 'Facebook'], {
          error: 'The name is one of LinkedIn, Instagram and Facebook.',
        }),
        link: z.url({
          protocol: /^https$/,
          error: 'The link is the profile’s full address, starting https://.',
        }),
      }),
    )
    .length(3, 'One profile each on LinkedIn, Instagram and Facebook.'),
})
export type Company = z.infer<typeof companySchema>

/** One figure a page quotes: "35+" and its label, with a line of detail where the layout has one. */
export const statSchema = z.object({
  value: text.max(12),
  label: text.max(40),
  detail: z.string().trim().max(60).optional(),
})
export type Stat = z.infer<typeof statSchema>

/** The marketing figures, by where they stand; each group has as many tiles as its layout draws. */
export const figuresSchema = z.object({
  homeHero: z.array(statSchema).length(4),
  homeCapabilities: z.array(statSchema).length(4),
  homeTestimonials: z.array(statSchema).length(4),
  company: z.array(statSchema).length(3),
  products: z.array(statSchema).length(4),
  servicesHero: z.array(statSchema).length(4),
  servicesStack: z.array(statSchema).length(4),
})
export type Figures = z.infer<typeof figuresSchema>

export const tierSchema = z.object({
  tier: z.enum(['basic', 'professional', 'enterprise']),
  name: text,
  price: text,
  summary: text,
  /** exactly five; professional and enterprise start with an "All … features, plus" line */
  features: z.array(text).length(5),
})
export type Tier = z.infer<typeof tierSchema>

/** A service on /products, sold in three tiers. */
export const offeringSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: text,
    blurb: text,
    image: z.string().regex(/^\/art\/[a-z0-9-]+\.svg$/),
    packages: z.tuple([tierSchema, tierSchema, tierSchema]),
  })
  .refine(
    (s) =>
      s.packages[0].tier === 'basic' &&
      s.packages[1].tier === 'professional' &&
      s.packages[2].tier === 'enterprise' &&
      /^All .+ features, plus/.test(s.packages[1].features[0] ?? '') &&
      /^All .+ features, plus/.test(s.packages[2].features[0] ?? ''),
    {
      message:
        'packages must be basic, professional, enterprise; the last two start with "All … features, plus"',
    },
  )
export type Offering = z.infer<typeof offeringSchema>

/** A card on /services. */
export const serviceCardSchema = z.object({
  name: text,
  description: text,
  icon: iconName,
  features: z.array(text).min(3).max(6),
  /** slug of the /products service whose packages 'Learn More' opens, when there is one */
  offering: z.string().optional(),
})
export type ServiceCard = z.infer<typeof serviceCardSchema>

/** Technology logos that content may reference; drawn by lib/tech-logos.ts. */
export const techLogoNames = [
  'react',
  'nextjs',
  'nodejs',
  'typescript',
  'flutter',
  'postgresql',
  'terraform',
  'docker',
] as const
export const techLogoName = z.enum(techLogoNames)
export type TechLogoName = z.infer<typeof techLogoName>

/** One technology in the /services 'Our Stack' tab. */
export const stackItemSchema = z.object({ name: text, logo: techLogoName })
export type StackItem = z.infer<typeof stackItemSchema>

export const faqSchema = z.object({ question: text, answer: text })
export type Faq = z.infer<typeof faqSchema>

export const testimonialSchema = z.object({
  id: z.number().int().positive(),
  name: text,
  role: z.enum([
    'CTO',
    'CEO',
    'Director of Operations',
    'Founder',
    'Product Manager',
    'Operations Head',
    'Marketing Lead',
    'IT Consultant',
  ]),
  company: text,
  content: text,
  rating: z.literal(5),
  metrics: z.object({ improvement: text, metric: text }),
})
export type Testimonial = z.infer<typeof testimonialSchema>

export const projectTypes = [
  'Mobile Application',
  'Web Application',
  'Web & Mobile Application',
  'SaaS Platform',
  'Enterprise Software',
  'E-commerce Store',
] as const
export const projectSchema = z.object({
  title: text,
  type: z.enum(projectTypes),
  description: text,
  image: z.string().regex(/^\/art\/[a-z0-9-]+\.svg$/),
  year: z.number().int().min(2000).max(2100),
})
export type Project = z.infer<typeof projectSchema>

/** The kinds of employment a role can offer (each has its schema.org name in lib/seo.ts). */
export const jobTypes = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const

export const jobSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  type: z.enum(jobTypes),
  /** "Remote" (a remote job to search engines), or a city */
  location: text.max(60),
  experience: text.max(40),
  skills: z.array(text).min(4),
  description: text.min(200),
  responsibilities: z.array(text).min(4),
  /** When the role was posted, and the last day applications are taken (YYYY-MM-DD, New Delhi). */
  posted: z.iso.date(),
  closes: z.iso.date(),
})
export type Job = z.infer<typeof jobSchema>

export const capabilitySchema = z.object({ title: text, description: text, icon: iconName })
export type Capability = z.infer<typeof capabilitySchema>

export const legalSectionSchema = z.object({
  title: text,
  paragraphs: z.array(text).min(1),
  bullets: z.array(text).optional(),
  /** A page of the site the section points to (the request page from "Your Rights"). */
  link: z.object({ href: z.string().startsWith('/'), label: text }).optional(),
})
export type LegalSection = z.infer<typeof legalSectionSchema>

/* ---------- blog ---------- */

export const blogCategories = [
  'Business Insights',
  'Platform Comparison',
  'Tech Trends',
  'AI & Automation',
  'Best Practices',
  'Design',
  'Security',
  'UI/UX',
] as const
export const categoryColors = [
  'blue',
  'violet',
  'cyan',
  'emerald',
  'amber',
  'pink',
  'rose',
  'indigo',
] as const

const comparisonSide = z.object({ description: text, pros: z.array(text).min(1), cons: z.array(text).min(1) })
export const comparisonRowSchema = z.object({ category: text, left: comparisonSide, right: comparisonSide })
export type ComparisonRow = z.infer<typeof comparisonRowSchema>

export const trendItemSchema = z.object({
  icon: iconName,
  title: text,
  subtitle: text,
  points: z.array(text).min(2),
  businessImpact: text,
  proTip: text,
})
export type TrendItem = z.infer<typeof trendItemSchema>

/**
 * The blocks an article's body can place beyond plain Markdown: each is a fenced block whose info
 * string is the block's name and whose text is YAML of this shape (a list, or for a comparison the
 * two sides' names and its rows).
 */
export const articleBlockSchemas = {
  checklist: z.array(text).min(1),
  'key-takeaways': z.array(text).min(1),
  comparison: z.object({ left: text, right: text, rows: z.array(comparisonRowSchema).min(1) }),
  trends: z.array(trendItemSchema).min(1),
}
export type ArticleBlockKind = keyof typeof articleBlockSchemas
export type ArticleBlockData = {
  [K in ArticleBlockKind]: { kind: K; data: z.infer<(typeof articleBlockSchemas)[K]> }
}[ArticleBlockKind]

export const postFrontMatterSchema = z.object({
  id: z.number().int().min(1).max(8),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  summary: text,
  /** ISO date, 2025-01-01 … 2025-09-30 */
  date: z.iso.date(),
  readTime: z.number().int().positive(),
  tags: z.array(text).min(4),
  author: text,
  category: z.enum(blogCategories),
  categoryColor: z.enum(categoryColors),
  type: z.enum(['website', 'comparison', 'trends', 'ai', 'design', 'security']),
  heroImage: z.object({ icon: iconName, title: text, subtitle: text }),
  cover: z.string().regex(/^\/art\/[a-z0-9-]+\.svg$/),
  /** what the cover shows, for those who cannot see it; none for the generated art, which only decorates */
  coverAlt: z.string().optional(),
  /** an uploaded cover (the media library), shown instead of the generated art `cover` */
  coverImage: z
    .object({
      hash: z.string().regex(/^[a-f0-9]{64}$/),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    })
    .optional(),
  /** count shown on the blog index */
  likes: z.number().int().nonnegative(),
  /** count the article's like widget starts from */
  articleLikes: z.number().int().nonnegative(),
})
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>

/** An article as the site shows it: its fields and its body (Markdown and the site's blocks). */
export type Post = Omit<PostFrontMatter, 'id'> & { body: string }
