import type { Nodes } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { ArticleBlockData } from '@/content/schema'
import { seoCopy } from '@/content/desk/seo'
import { parseArticleBody } from '@/lib/article-body'
import { SEO_DESCRIPTION_CHARS, SEO_TITLE_CHARS } from '@/lib/constants'
import { pageTitle } from '@/lib/page-title'

/**
 * The SEO panel's checks of what the editor holds: pure, so each is tested on its own, and run in
 * the browser as the author types. Each says in words whether it passes; the panel only draws.
 */

export type SeoVerdict = 'pass' | 'warn'
export type SeoCheck = {
  key: 'title' | 'description' | 'h1' | 'order' | 'images'
  verdict: SeoVerdict
  text: string
}
export type SeoFields = { title: string; summary: string; body: string; cover?: string; cover_alt?: string }
export type OutlineHeading = { depth: number; text: string }

const { check } = seoCopy
/** Characters as a reader counts them (an emoji is one). */
const length = (text: string) => Array.from(text).length

/** The headings a site block draws (components/blog/article-blocks.tsx), in order. */
export function blockHeadings(block: ArticleBlockData): OutlineHeading[] {
  switch (block.kind) {
    case 'checklist':
      return [{ depth: 2, text: 'Checklist' }]
    case 'key-takeaways':
      return [{ depth: 2, text: 'Key takeaways' }]
    case 'comparison':
      return block.data.rows.flatMap((row) => [
        { depth: 3, text: row.category },
        { depth: 4, text: block.data.left },
        { depth: 4, text: block.data.right },
      ])
    case 'trends':
      return block.data.map((t, i) => ({ depth: 3, text: `${String(i + 1).padStart(2, '0')} ${t.title}` }))
  }
}

type Found = { headings: OutlineHeading[]; images: { alt: string; src: string }[] }

function walk(node: Nodes | { type: 'articleBlock'; block: ArticleBlockData }, found: Found) {
  if (node.type === 'articleBlock') found.headings.push(...blockHeadings(node.block))
  else if (node.type === 'heading') found.headings.push({ depth: node.depth, text: toString(node).trim() })
  else if (node.type === 'image') found.images.push({ alt: (node.alt ?? '').trim(), src: node.url })
  else if (node.type === 'imageReference')
    found.images.push({ alt: (node.alt ?? '').trim(), src: node.identifier })
  if ('children' in node) for (const child of node.children) walk(child as Nodes, found)
}

/** The body's headings (the site blocks' included) and images, in the order the page shows them. */
export function bodyOutline(body: string): Found {
  const found: Found = { headings: [], images: [] }
  walk(parseArticleBody(body).tree, found)
  return found
}

/** The title as search engines show it, ending with the company's name as published (`siteName`). */
export function titleCheck(title: string, siteName: string): SeoCheck {
  const text = title.trim()
  if (!text) return { key: 'title', verdict: 'warn', text: check.titleEmpty }
  const n = length(pageTitle(text, siteName))
  if (n < SEO_TITLE_CHARS.min)
    return { key: 'title', verdict: 'warn', text: check.titleShort(n, SEO_TITLE_CHARS.min) }
  if (n > SEO_TITLE_CHARS.max)
    return { key: 'title', verdict: 'warn', text: check.titleLong(n, SEO_TITLE_CHARS.max) }
  return { key: 'title', verdict: 'pass', text: check.titleGood(n) }
}

export function descriptionCheck(summary: string): SeoCheck {
  const n = length(summary.trim())
  const { min, max } = SEO_DESCRIPTION_CHARS
  if (!n) return { key: 'description', verdict: 'warn', text: check.descriptionEmpty }
  if (n < min) return { key: 'description', verdict: 'warn', text: check.descriptionShort(n, min) }
  if (n > max) return { key: 'description', verdict: 'warn', text: check.descriptionLong(n, max) }
  return { key: 'description', verdict: 'pass', text: check.descriptionGood(n) }
}

const quoted = (texts: string[]) => texts.map((t) => `“${t}”`).join(', ')

/** The title is the page's h1: a `# ` heading in the body would be a second one. */
export function h1Check(headings: OutlineHeading[]): SeoCheck {
  const extra = headings.filter((h) => h.depth === 1)
  if (!extra.length) return { key: 'h1', verdict: 'pass', text: check.h1Good }
  const found = check.h1Headings(quoted(extra.map((h) => h.text)))
  return { key: 'h1', verdict: 'warn', text: `${check.h1Extra(extra.length)} ${found}` }
}

/** From the title's h1 down, no heading is more than one level below the one before it. */
export function orderCheck(headings: OutlineHeading[]): SeoCheck {
  const skips: string[] = []
  let before = 1
  for (const h of headings) {
    if (h.depth > before + 1) skips.push(check.orderSkip(h.text, before, h.depth))
    before = h.depth
  }
  if (!skips.length) return { key: 'order', verdict: 'pass', text: check.orderGood }
  return { key: 'order', verdict: 'warn', text: `${check.orderSkips(skips.length)}${skips.join('; ')}.` }
}

/** Every image of the body has alt text, and an uploaded cover its description. */
export function imagesCheck(
  images: Found['images'],
  fields: Pick<SeoFields, 'cover' | 'cover_alt'>,
): SeoCheck {
  const problems: string[] = []
  const missing = images.filter((i) => !i.alt)
  if (missing.length)
    problems.push(
      `${check.imagesMissing(missing.length, images.length)}${missing.map((i) => i.src).join(', ')}.`,
    )
  if (fields.cover?.trim() && !fields.cover_alt?.trim()) problems.push(check.coverMissing)
  if (problems.length) return { key: 'images', verdict: 'warn', text: problems.join(' ') }
  return {
    key: 'images',
    verdict: 'pass',
    text: images.length ? check.imagesGood(images.length) : check.imagesNone,
  }
}

/** Every check, in the order the panel lists them. */
export function seoChecks(fields: SeoFields, siteName: string): SeoCheck[] {
  const { headings, images } = bodyOutline(fields.body)
  return [
    titleCheck(fields.title, siteName),
    descriptionCheck(fields.summary),
    h1Check(headings),
    orderCheck(headings),
    imagesCheck(images, fields),
  ]
}
