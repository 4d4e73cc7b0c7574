import type { Code, Root, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { toString } from 'mdast-util-to-string'
import { gfm } from 'micromark-extension-gfm'
import YAML from 'yaml'
import { articleBlockSchemas, type ArticleBlockData, type ArticleBlockKind } from '@/content/schema'

// An article's body is Markdown (CommonMark with GitHub's tables, strikethrough, task lists and
// autolinks) plus the site's own blocks: a fenced block named `checklist`, `key-takeaways`,
// `comparison` or `trends` holds that block's data as YAML. It is data, parsed here into a tree
// that components/blog/post-body.tsx draws with the site's own elements; nothing in it is executed,
// and raw HTML in it is shown as the text it is.

/** A site block in the tree, in place of its fenced source. */
export type ArticleBlockNode = { type: 'articleBlock'; block: ArticleBlockData; position?: Code['position'] }

declare module 'mdast' {
  interface RootContentMap {
    articleBlock: ArticleBlockNode
  }
}

export const ARTICLE_BLOCK_KINDS = Object.keys(articleBlockSchemas) as ArticleBlockKind[]

const isBlockKind = (lang: string | null | undefined): lang is ArticleBlockKind =>
  !!lang && Object.hasOwn(articleBlockSchemas, lang)

/** What is wrong with a body, by line, in words its author can act on. */
export type BodyProblem = { line: number; message: string }

/** One YAML block's data, or what is wrong with it. */
function parseBlock(node: Code, kind: ArticleBlockKind): ArticleBlockNode | BodyProblem {
  const line = node.position?.start.line ?? 1
  let value: unknown
  try {
    value = YAML.parse(node.value)
  } catch (error) {
    return {
      line,
      message: `the ${kind} block is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
    }
  }
  const result = articleBlockSchemas[kind].safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const where = issue.path.length ? ` (${issue.path.join('.')})` : ''
    return { line, message: `the ${kind} block${where}: ${issue.message}` }
  }
  return {
    type: 'articleBlock',
    block: { kind, data: result.data } as ArticleBlockData,
    position: node.position,
  }
}

/**
 * Parses a body into its tree, with the site's blocks read and checked. A body always parses
 * (Markdown has no syntax errors); `problems` lists blocks whose data is wrong (they are left out of
 * the tree) so an editor can say where.
 */
export function parseArticleBody(markdown: string): { tree: Root; problems: BodyProblem[] } {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
  const problems: BodyProblem[] = []
  const children: RootContent[] = []
  for (const node of tree.children) {
    if (node.type !== 'code' || !isBlockKind(node.lang)) {
      children.push(node)
      continue
    }
    const parsed = parseBlock(node, node.lang)
    if ('type' in parsed) children.push(parsed)
    else problems.push(parsed)
  }
  return { tree: { ...tree, children }, problems }
}

/** The lines of the body's images that have no description (alt text), in order. */
export function undescribedImageLines(tree: Root): number[] {
  const lines: number[] = []
  const walk = (node: Root | RootContent) => {
    if ((node.type === 'image' || node.type === 'imageReference') && !node.alt?.trim())
      lines.push(node.position?.start.line ?? 0)
    if ('children' in node) for (const child of node.children) walk(child)
  }
  walk(tree)
  return lines
}

/** The blocks a body places, in order. */
export function articleBlocksOf(markdown: string): ArticleBlockData[] {
  return parseArticleBody(markdown).tree.children.flatMap((n) => (n.type === 'articleBlock' ? [n.block] : []))
}

const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:']

/**
 * A link's address as it may reach a visitor, or null: the site's own paths and anchors, and
 * http(s), mailto and tel addresses. Anything else (`javascript:`, `data:`, `vbscript:`, and their
 * disguises, which the URL parser undoes) is refused.
 */
export function safeHref(url: string): string | null {
  const value = url.trim()
  if (value.startsWith('#') || (value.startsWith('/') && !value.startsWith('//'))) return value
  try {
    return SAFE_PROTOCOLS.includes(new URL(value).protocol) ? value : null
  } catch {
    return null
  }
}

/** An image's address as it may reach a visitor, or null: only the site's own files. */
export function safeImageSrc(url: string): string | null {
  const value = url.trim()
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null
}

/** Whether a link leaves the site (its address has a host), so it is marked `rel="noopener"`. */
export const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(href)

/** The body's words without its blocks' data: what a reader reads as prose (for word counts). */
export function proseOf(markdown: string): string {
  const { tree } = parseArticleBody(markdown)
  return toString({ ...tree, children: tree.children.filter((n) => n.type !== 'articleBlock') })
}
