import { z } from 'zod'
import { blogCategories } from '@/content/schema'

/** What the article editor's buttons ask for; each submits the whole form. */
export const ARTICLE_INTENTS = ['save', 'publish', 'schedule', 'unpublish'] as const
export type ArticleIntent = (typeof ARTICLE_INTENTS)[number]

/** The article editor's form. Saving a draft asks only for a title; publishing checks the rest. */
export const articleFormSchema = z.object({
  id: z.string().max(64).default(''),
  revision: z.coerce.number().int().min(0).default(0),
  intent: z.enum(ARTICLE_INTENTS).default('save'),
  /** set when the autosave sent the form, not a person */
  auto: z.string().max(1).default(''),
  title: z.string().trim().min(1, 'Title is required.').max(160, 'Title must be at most 160 characters.'),
  slug: z.string().trim().max(80, 'Slug must be at most 80 characters.').default(''),
  summary: z.string().trim().max(300, 'Summary must be at most 300 characters.').default(''),
  body: z.string().max(100_000, 'Body must be at most 100,000 characters.').default(''),
  category: z.enum(blogCategories, 'Choose one of the categories.'),
  tags: z.string().max(400, 'Tags must be at most 400 characters.').default(''),
  author: z.string().trim().max(120, 'Author must be at most 120 characters.').default(''),
  cover_alt: z
    .string()
    .trim()
    .max(200, 'Cover image description must be at most 200 characters.')
    .default(''),
  publish_at: z.string().trim().max(20).default(''),
})
export type ArticleForm = z.infer<typeof articleFormSchema>

/** The editor's fields that hold the article's words, as the form sends them and puts them back. */
export const ARTICLE_FIELDS = [
  'title',
  'slug',
  'summary',
  'body',
  'category',
  'tags',
  'author',
  'cover_alt',
  'publish_at',
] as const

export const restoreSchema = z.object({
  id: z.string().min(1).max(64),
  revision_id: z.string().min(1).max(64),
})
