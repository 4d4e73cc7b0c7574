import { describe, expect, it } from 'vitest'
import { readSeedArticles } from '@/content/index'
import type { Post } from '@/content/schema'
import { undescribedImageLines, parseArticleBody } from '@/lib/article-body'
import { publishProblems } from './article-model'

const seed = readSeedArticles()[0]! as unknown as Post
const withBody = (body: string) => ({ ...seed, body }) as Post

describe('what keeps an article from going live', () => {
  it('lets a seed article through as it is', () => {
    expect(publishProblems(seed)).toEqual({})
  })

  it('refuses an image without a description, naming its line, and takes it once described', () => {
    const body = `${seed.body}\n\n## A picture\n\n![](/media/${'a'.repeat(64)}-800.webp)\n`
    const line = body.split('\n').length - 1
    expect(publishProblems(withBody(body)).body).toBe(
      `Body, line ${line}: the image has no description. Describe it (its alt text) to publish.`,
    )
    const described = body.replace('![]', '![Three cranes over the harbour]')
    expect(publishProblems(withBody(described)).body).toBeUndefined()
  })

  it('finds an undescribed image inside a list, a quote or a table, and by reference', () => {
    const body = [
      '- one ![ok](/a.png)',
      '- two ![ ](/b.png)',
      '',
      '> ![](/c.png)',
      '',
      '| a |',
      '| - |',
      '| ![](/d.png) |',
      '',
      '![][logo]',
      '',
      '[logo]: /e.png',
    ].join('\n')
    expect(undescribedImageLines(parseArticleBody(body).tree)).toEqual([2, 4, 8, 10])
  })
})
