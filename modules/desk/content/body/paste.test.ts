// @vitest-environment jsdom
import { createHeadlessEditor } from '@lexical/headless'
import { $generateNodesFromDOM } from '@lexical/html'
import { $createParagraphNode, $getRoot, $insertNodes, $isElementNode, $isDecoratorNode } from 'lexical'
import { describe, expect, it } from 'vitest'
import { BODY_NODES } from './nodes'
import { $exportMarkdown } from './to-markdown'

/** HTML pasted into an empty Body, and the Markdown that would then be stored. */
function pasted(html: string) {
  const editor = createHeadlessEditor({
    nodes: BODY_NODES,
    onError: (error) => {
      throw error
    },
  })
  editor.update(
    () => {
      const dom = new DOMParser().parseFromString(html, 'text/html')
      const nodes = $generateNodesFromDOM(editor, dom)
      $getRoot().clear().append($createParagraphNode()).selectEnd()
      $insertNodes(nodes.filter((n) => $isElementNode(n) || $isDecoratorNode(n) || n.isInline()))
    },
    { discrete: true },
  )
  return editor.getEditorState().read(() => $exportMarkdown())
}

describe('pasting into the rich Body', () => {
  it('keeps the words and formatting of ordinary HTML', () => {
    const md = pasted('<h2>Costs</h2><p>Plain <b>bold</b> <a href="https://example.com/a">a link</a></p>')
    expect(md).toBe('## Costs\n\nPlain **bold** [a link](https://example.com/a)\n')
  })

  it('carries no script, handler, frame or dangerous link into the Markdown', () => {
    const md = pasted(
      [
        '<p onclick="steal()">Hello <script>alert(1)</script>',
        '<a href="javascript:alert(2)">js link</a> <a href=" JaVaScRiPt:alert(3)">spaced</a>',
        '<a href="data:text/html,<script>alert(4)</script>">data link</a>',
        '<img src="x" onerror="alert(5)"> <iframe src="https://evil.example"></iframe>',
        '<a href="vbscript:msgbox(6)">vb</a> <a href="/contact">ours</a></p>',
      ].join(''),
    )
    expect(md).not.toMatch(/script|onclick|onerror|iframe|evil|data:|steal|alert/i)
    expect(md).toContain('js link')
    expect(md).toContain('data link')
    expect(md).toContain('[ours](/contact)')
  })
})
