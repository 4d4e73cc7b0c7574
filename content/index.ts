import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { postFrontMatterSchema, type PostFrontMatter } from '@/content/schema'

/** An article as its seed file holds it: its front matter, body and file name. */
export type SeedArticle = PostFrontMatter & { body: string; file: string }

const BLOG_DIR = path.join(process.cwd(), 'content', 'blog')

/** Parses one article file; a malformed front matter throws `content/blog/<file>: <field>: <message>`. */
export function parsePost(file: string, source: string): SeedArticle {
  const { data, content } = matter(source)
  const result = postFrontMatterSchema.safeParse(data)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const field = issue.path.length ? issue.path.join('.') : '(front matter)'
    throw new Error(`content/blog/${file}: ${field}: ${issue.message}`)
  }
  const expected = `${result.data.slug}.md`
  if (file !== expected) throw new Error(`content/blog/${file}: slug: must match the file name (${expected})`)
  return { ...result.data, body: content, file }
}

function readPosts(): readonly SeedArticle[] {
  const files = fs.readdirSync(BLOG_DIR).filter((f) => f.endsWith('.md'))
  const posts = files.map((f) => parsePost(f, fs.readFileSync(path.join(BLOG_DIR, f), 'utf8')))
  const ids = new Set(posts.map((p) => p.id))
  if (ids.size !== posts.length) throw new Error('content/blog: id: every post needs a unique id')
  return Object.freeze(posts.sort((a, b) => a.id - b.id))
}

let posts: readonly SeedArticle[] | undefined

/**
 * The articles the site started with (content/blog/*.md), validated, in id order: read once per
 * process and kept, frozen since callers share them. They are the first content of the database
 * (server/content/seed.ts); pages read articles through server/content, never from here.
 */
export function readSeedArticles(): readonly SeedArticle[] {
  return (posts ??= readPosts())
}
