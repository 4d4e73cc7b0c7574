import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { articleBlocksOf } from '@/lib/article-body'

/** An article's front matter, as the tests read it from its content file. */
export type Post = {
  id: number
  slug: string
  title: string
  summary: string
  date: string
  readTime: number
  tags: string[]
  author: string
  category: string
  cover: string
  likes: number
  articleLikes: number
  checklist?: string[]
  keyTakeaways?: string[]
  comparison?: { category: string }[]
  trends?: { title: string }[]
}

const BLOG_DIR = path.join(__dirname, '../../content/blog')

/** An article's front matter, with the data of the blocks its body places. */
function withBlocks({ data, content }: { data: Record<string, unknown>; content: string }): Post {
  const post = { ...data } as Post
  for (const block of articleBlocksOf(content)) {
    if (block.kind === 'checklist') post.checklist = block.data
    if (block.kind === 'key-takeaways') post.keyTakeaways = block.data
    if (block.kind === 'comparison') post.comparison = block.data.rows
    if (block.kind === 'trends') post.trends = block.data
  }
  return post
}

/** Every article, in the order of its id. */
export const posts: Post[] = fs
  .readdirSync(BLOG_DIR)
  .filter((f) => f.endsWith('.md'))
  .map((f) => withBlocks(matter(fs.readFileSync(path.join(BLOG_DIR, f), 'utf8'))))
  .sort((a, b) => a.id - b.id)

export const postBySlug = (slug: string) => posts.find((p) => p.slug === slug)!

/** A date's month as the pages write it ("March"). */
export const longMonth = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })
