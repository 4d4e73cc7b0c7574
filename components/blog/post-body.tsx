import 'server-only'
import { evaluate } from '@mdx-js/mdx'
import * as runtime from 'react/jsx-runtime'
import remarkGfm from 'remark-gfm'
import type { Post } from '@/content/index'
import { articleBlocks } from '@/components/blog/article-blocks'

/** Compiles a post's MDX body at build time into server-rendered React: no MDX code ships to the browser. */
export async function renderPostBody(post: Post) {
  try {
    const { default: Content } = await evaluate(post.body, { ...runtime, remarkPlugins: [remarkGfm] })
    return <Content components={articleBlocks(post)} />
  } catch (error) {
    throw new Error(`content/blog/${post.file}: body: ${(error as Error).message}`)
  }
}
