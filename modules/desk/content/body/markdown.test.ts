import { createHeadlessEditor } from '@lexical/headless'
import { describe, expect, it } from 'vitest'
import { bodyEditorCopy } from '@/content/desk/body-editor'
import { readSeedArticles } from '@/content/index'
import { ARTICLE_BLOCK_KINDS, parseArticleBody } from '@/lib/article-body'
import { $importMarkdown } from './from-markdown'
import { BODY_NODES } from './nodes'
import { $exportMarkdown } from './to-markdown'

/** Markdown through the rich editor and back, as the Body field does it. */
export function throughEditor(markdown: string) {
  const editor = createHeadlessEditor({
    nodes: BODY_NODES,
    onError: (error) => {
      throw error
    },
  })
  editor.update(() => $importMarkdown(markdown), { discrete: true })
  return editor.getEditorState().read(() => $exportMarkdown())
}

/** What a body means: its parsed tree without source positions, and its problems. */
function meaning(markdown: string) {
  const { tree, problems } = parseArticleBody(markdown)
  return {
    tree: JSON.parse(JSON.stringify(tree, (key, value: unknown) => (key === 'position' ? undefined : value))),
    problems: problems.map((p) => p.message),
  }
}

const roundTrips = (markdown: string) => expect(meaning(throughEditor(markdown))).toEqual(meaning(markdown))

describe('the rich Body', () => {
  it.each(readSeedArticles().map((a) => [a.slug, a.body]))('keeps the meaning of %s', (_, body) => {
    roundTrips(body)
  })

  it('keeps a table', () => {
    roundTrips('| Plan | Price |\n| --- | --- |\n| **Basic** | 1,500 `INR` |\n| Pro | [ask](/contact) |\n')
  })

  it('keeps an image with its description, and one without', () => {
    const body =
      'Before ![A checkout on a phone](/media/checkout.webp "Checkout") after.\n\n![](/media/x.png)\n'
    roundTrips(body)
    expect(throughEditor(body)).toContain('![A checkout on a phone](/media/checkout.webp "Checkout")')
  })

  it.each(ARTICLE_BLOCK_KINDS)('keeps a %s block, as typed', (kind) => {
    const body = `Intro.\n\n\`\`\`${kind}\n${bodyEditorCopy.blockTemplates[kind].trimEnd()}\n\`\`\`\n`
    expect(parseArticleBody(body).problems).toEqual([])
    roundTrips(body)
    expect(throughEditor(body)).toBe(body)
  })

  it('keeps a block whose data is wrong, so it can be mended', () => {
    const body = '```trends\n- icon: Search\n  title: Search\n```\n'
    roundTrips(body)
    expect(throughEditor(body)).toBe(body)
  })

  it('keeps headings, marks, lists, quotes, links and code', () => {
    roundTrips(
      [
        '# One',
        '### Three *and* **more** ~~less~~',
        'A [**bold link**](https://example.com "Example") and `code` and *a **nested** mark*.',
        '> A quote with a [link](/blog).',
        '1. First\n2. Second\n   - Inner\n   - Inner two\n3. Third',
        '- [x] Done\n- [ ] Not yet',
        '```js\nconst a = 1\n```',
        '---',
        'Stars \\* and 1\\. and \\# stay text.',
      ].join('\n\n'),
    )
  })

  it('drops a link or an image whose address may not reach a visitor, keeping the words', () => {
    const out = throughEditor('[click me](javascript:alert(1)) ![x](https://evil.example/x.png)')
    expect(out).toBe('click me\n')
  })
})
