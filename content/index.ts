import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { postFrontMatterSchema, type PostFrontMatter } from '@/content/schema'

export type Post = PostFrontMatter & { body: string; file: string }

const BLOG_DIR = path.join(process.cwd(), 'content', 'blog')

/** Parses one post; a malformed front matter throws `content/blog/<file>: <field>: <message>`. */
export function parsePost(file: string, source: string): Post {
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

function readPosts(): readonly Post[] {
  const files = fs.readdirSync(BLOG_DIR).filter((f) => f.endsWith('.md'))
  const posts = files.map((f) => parsePost(f, fs.readFileSync(path.join(BLOG_DIR, f), 'utf8')))
  const ids = new Set(posts.map((p) => p.id))
  if (ids.size !== posts.length) throw new Error('content/blog: id: every post needs a unique id')
  return Object.freeze(posts.sort((a, b) => a.id - b.id))
}

let posts: readonly Post[] | undefined

/**
 * Every post, validated, in id order: read once per process and kept. React's `cache()` would
 * not do: it memoises only within one server render, so every like and comment request (route
 * handlers, outside a render) read and parsed every article again. Frozen, since callers share it.
 */
export function getPosts(): readonly Post[] {
  return (posts ??= readPosts())
}

export const getPost = (slug: string) => getPosts().find((p) => p.slug === slug)

/** Every article's route parameters: its page and its share picture are built for each. */
export const postParams = () => getPosts().map((p) => ({ slug: p.slug }))
