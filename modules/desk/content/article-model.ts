import { ARTICLE_DEFAULTS, READING_WORDS_PER_MINUTE } from '@/content/article-defaults'
import type { Post } from '@/content/schema'
import { parseArticleBody, proseOf, undescribedImageLines } from '@/lib/article-body'
import { parseMediaRef } from '@/lib/media'
import { SLUG_PATTERN, slugify } from '@/lib/slugify'
import type { ArticleForm } from './schema'

/** An article's tags from the editor's field: comma-separated, trimmed, each once. */
export const tagsOf = (field: string) => [
  ...new Set(
    field
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
]

/**
 * The article the editor's form describes, over what the entry held before (its like counts, its
 * cover and caption, a seeded article's read time stay as they were). A new article takes its
 * category's defaults and a read time counted from its words.
 */
export function articleFromForm(form: ArticleForm, before: Partial<Post> | null, today: string): Post {
  const defaults = ARTICLE_DEFAULTS[form.category]
  const words = proseOf(form.body)
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length
  return {
    slug: form.slug || slugify(form.title),
    title: form.title,
    summary: form.summary,
    date: before?.date ?? today,
    readTime: before?.readTime ?? Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE)),
    tags: tagsOf(form.tags),
    author: form.author,
    category: form.category,
    categoryColor:
      before?.category === form.category && before.categoryColor ? before.categoryColor : defaults.color,
    type: before?.type ?? 'website',
    heroImage: before?.heroImage ?? { icon: defaults.icon, title: form.category, subtitle: form.title },
    cover: before?.cover ?? defaults.cover,
    coverAlt: form.cover_alt,
    coverImage: parseMediaRef(form.cover_image) ?? undefined,
    likes: before?.likes ?? 0,
    articleLikes: before?.articleLikes ?? 0,
    body: form.body,
  } as Post
}

/** What keeps an article from going live, by field, in words the editor shows beside each. */
export function publishProblems(article: Post): Record<string, string> {
  const problems: Record<string, string> = {}
  if (!SLUG_PATTERN.test(article.slug))
    problems.slug = 'Slug may have only lower-case letters, digits and single hyphens.'
  if (article.summary.length < 20) problems.summary = 'Summary needs at least 20 characters to publish.'
  if (!proseOf(article.body).trim()) problems.body = 'Body is empty: write the article before publishing.'
  const parsed = parseArticleBody(article.body)
  const body = parsed.problems[0]
  const undescribed = undescribedImageLines(parsed.tree)[0]
  if (body) problems.body = `Body, line ${body.line}: ${body.message}.`
  else if (undescribed !== undefined)
    problems.body = `Body, line ${undescribed}: the image has no description. Describe it (its alt text) to publish.`
  if (!article.tags.length) problems.tags = 'Give at least one tag to publish.'
  if (!article.author) problems.author = 'Author is required to publish.'
  if (article.coverImage && !article.coverAlt?.trim())
    problems.cover_alt = 'Describe the uploaded cover to publish: the description is its alt text.'
  return problems
}
