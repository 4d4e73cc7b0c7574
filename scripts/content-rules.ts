// What an imported entry must be, kind by kind: the site's own schemas (content/schema.ts) and the
// desk's rules for publishing (modules/desk/content/), so an import lets in exactly what the desk
// would. A working copy (status draft or unpublished) may lack what only publishing asks for, as it
// may in the desk; a live or scheduled one must be complete.
import { z } from 'zod'
import { jobSchema, postFrontMatterSchema, type Post } from '@/content/schema'
import { parseArticleBody } from '@/lib/article-body'
import type { ContentKind, ContentState } from '@/lib/content-kinds'
import { SIMPLE_KIND_SCHEMAS } from '@/lib/content-schemas'
import { SLUG_PATTERN } from '@/lib/slugify'
import { publishProblems } from '@/modules/desk/content/article-model'

/** A problem with a file's data: the field it is in (a path into the data) or a line of the file. */
export type DataProblem = { path?: (string | number)[]; line?: number; message: string }

/** The longest body the desk's editor takes. */
const BODY_MAX = 100_000

/** An article as stored: the seed's fields but its number, and its body. */
const articleSchema = postFrontMatterSchema
  .omit({ id: true })
  .extend({
    // The desk saves drafts without these; publishing checks them (publishProblems).
    summary: z.string(),
    tags: z.array(z.string().trim().min(1)),
    author: z.string(),
    body: z.string().max(BODY_MAX, `Body must be at most ${BODY_MAX.toLocaleString('en')} characters.`),
  })
  .strict()

/** A role's working copy: the desk's role editor saves one with any of these still empty. */
const roleDraftSchema = jobSchema
  .extend({
    location: z.string().max(60),
    experience: z.string().max(40),
    skills: z.array(z.string()),
    description: z.string(),
    responsibilities: z.array(z.string()),
    closes: z.union([z.iso.date(), z.literal('')]),
  })
  .strict()

type Schemas = { live: z.ZodType; draft: z.ZodType }
const same = (schema: z.ZodType): Schemas => ({ live: schema, draft: schema })

/** Each kind's schema, for a live or scheduled entry and for a working copy. */
const SCHEMAS: Record<ContentKind, Schemas> = {
  article: same(articleSchema),
  role: { live: jobSchema.strict(), draft: roleDraftSchema },
  ...(Object.fromEntries(
    Object.entries(SIMPLE_KIND_SCHEMAS).map(([kind, schema]) => [kind, same(schema)]),
  ) as Record<keyof typeof SIMPLE_KIND_SCHEMAS, Schemas>),
}

/** The addresses the blog keeps for its own pages (/blog/page/2): no article may take them. */
const RESERVED_ARTICLE_SLUGS = ['page']

export const isLive = (status: ContentState) => status === 'published' || status === 'scheduled'

/** What is wrong with a slug, or null. */
export function slugProblem(kind: ContentKind, slug: string): string | null {
  if (!SLUG_PATTERN.test(slug))
    return `slug "${slug}": may have only lower-case letters, digits and single hyphens`
  if (kind === 'article' && RESERVED_ARTICLE_SLUGS.includes(slug))
    return `slug "${slug}": kept for the blog's own pages (/blog/page/2), choose another`
  return null
}

/** The problems of an article's body blocks, by the body's own lines. */
function blockProblems(data: unknown): DataProblem[] {
  const body = (data as { body?: unknown }).body
  if (typeof body !== 'string') return []
  return parseArticleBody(body).problems.map((p) => ({ line: p.line, message: `body: ${p.message}` }))
}

/** The desk's checks before an article goes live, but the slug's (every file's slug is checked). */
function publishingProblems(article: Post, blocks: DataProblem[]): DataProblem[] {
  const problems = publishProblems(article)
  delete problems.slug
  // A block's problem is listed already, at its line.
  if (blocks.length) delete problems.body
  return Object.entries(problems).map(([field, message]) => ({ path: [field], message }))
}

/** The value at a path of the data, to tell a missing field from a wrong one. */
const valueAt = (data: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | null)?.[key], data)

/** What is wrong with an entry's data for the status its file gives. */
export function dataProblems(kind: ContentKind, status: ContentState, data: unknown): DataProblem[] {
  const schemas = SCHEMAS[kind]
  const result = (isLive(status) ? schemas.live : schemas.draft).safeParse(data)
  const blocks = kind === 'article' ? blockProblems(data) : []
  if (result.success)
    return kind === 'article' && isLive(status)
      ? [...blocks, ...publishingProblems(data as Post, blocks)]
      : blocks
  const issues = result.error.issues.map((issue): DataProblem => {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))
    // A field the kind does not have is named by its own key, so its line can be found.
    if (issue.code === 'unrecognized_keys' && issue.keys[0]) path.push(issue.keys[0])
    const missing = issue.code !== 'unrecognized_keys' && path.length > 0 && valueAt(data, path) === undefined
    return { path, message: missing ? 'required, but missing' : issue.message }
  })
  return [...issues, ...blocks]
}
