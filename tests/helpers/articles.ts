import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'

/** An article's front matter, as the tests read it from its content file. */
export type Post = {
  id: number
  slug: string
  title: string
  subtitle: string
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
  trends?: { id: number; title: string }[]
}

const BLOG_DIR = path.join(__dirname, '../../content/blog')

/** Every article, in the order of its id. */
export const posts: Post[] = fs
  .readdirSync(BLOG_DIR)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => matter(fs.readFileSync(path.join(BLOG_DIR, f), 'utf8')).data as Post)
  .sort((a, b) => a.id - b.id)

export const postBySlug = (slug: string) => posts.find((p) => p.slug === slug)!

/** A date's month as the pages write it ("March"). */
export const longMonth = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })
