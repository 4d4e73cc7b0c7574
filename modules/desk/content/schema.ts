import { z } from 'zod'
import { blogCategories, jobTypes } from '@/content/schema'

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
  cover_image: z
    .string()
    .regex(/^([a-f0-9]{64}:[1-9][0-9]{0,4}x[1-9][0-9]{0,4})?$/, 'Choose a cover from the media library.')
    .default(''),
  publish_at: z.string().trim().max(20).default(''),
})
export type ArticleForm = z.infer<typeof articleFormSchema>

/** The article editor's form's `id` (article-editor.tsx): the SEO panel beside it reads that form. */
export const ARTICLE_FORM_ID = 'article-form'

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
  'cover_image',
  'publish_at',
] as const

export const restoreSchema = z.object({
  id: z.string().min(1).max(64),
  revision_id: z.string().min(1).max(64),
})

/** What the role editor's buttons ask for: Close role takes a live role down. */
export const ROLE_INTENTS = ['save', 'publish', 'close'] as const

/** The role editor's form. A draft needs only a title; publishing checks the role as the site lists it. */
export const roleFormSchema = z.object({
  id: z.string().max(64).default(''),
  revision: z.coerce.number().int().min(0).default(0),
  intent: z.enum(ROLE_INTENTS).default('save'),
  title: z.string().trim().min(1, 'Title is required.').max(100, 'Title must be at most 100 characters.'),
  slug: z.string().trim().max(80, 'Slug must be at most 80 characters.').default(''),
  type: z.enum(jobTypes, 'Choose one of the types.'),
  location: z.string().trim().max(60, 'Location must be at most 60 characters.').default(''),
  experience: z.string().trim().max(40, 'Experience must be at most 40 characters.').default(''),
  description: z.string().trim().max(3_000, 'Description must be at most 3,000 characters.').default(''),
  skills: z.string().max(1_000, 'Skills must be at most 1,000 characters.').default(''),
  responsibilities: z.string().max(3_000, 'Responsibilities must be at most 3,000 characters.').default(''),
  closes: z.string().trim().max(10).default(''),
})
export type RoleForm = z.infer<typeof roleFormSchema>

/** The role editor's fields, as the form sends them and puts them back. */
export const ROLE_FIELDS = [
  'title',
  'slug',
  'type',
  'location',
  'experience',
  'description',
  'skills',
  'responsibilities',
  'closes',
] as const
