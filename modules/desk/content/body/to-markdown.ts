import { $isLinkNode } from '@lexical/link'
import { $isListItemNode, $isListNode, type ListNode } from '@lexical/list'
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text'
import { $isTableNode } from '@lexical/table'
import { $isHorizontalRuleNode } from '@lexical/extension'
import {
  $getRoot,
  $isElementNode,
  $isLineBreakNode,
  $isTextNode,
  type ElementNode,
  type LexicalNode,
} from 'lexical'
import type { BlockContent, ListItem, PhrasingContent, RootContent, TableRow } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { toMarkdown } from 'mdast-util-to-markdown'
import { safeHref, safeImageSrc } from '@/lib/article-body'
import { $isFenceNode, $isImageNode } from './nodes'

// The editor's content as Markdown: each node made into its Markdown part, then written by
// mdast's own writer, which escapes what would otherwise read as syntax. A link or an image whose
// address may not reach a visitor (lib/article-body.ts) is left out here, keeping a link's words.

const MARKS = ['strong', 'emphasis', 'delete'] as const
type Mark = (typeof MARKS)[number]
const FORMAT_OF: Record<Mark, 'bold' | 'italic' | 'strikethrough'> = {
  strong: 'bold',
  emphasis: 'italic',
  delete: 'strikethrough',
}

/** A piece of inline content with the marks around it. */
type Piece = { marks: Set<Mark> } & (
  | { kind: 'text'; value: string; code: boolean }
  | { kind: 'link'; url: string; title: string | null; children: Piece[] }
  | { kind: 'leaf'; node: PhrasingContent }
)

function pieces(element: ElementNode): Piece[] {
  return element.getChildren().flatMap((node): Piece[] => {
    if ($isTextNode(node)) {
      const marks = new Set(MARKS.filter((m) => node.hasFormat(FORMAT_OF[m])))
      return [{ kind: 'text', value: node.getTextContent(), code: node.hasFormat('code'), marks }]
    }
    if ($isLineBreakNode(node)) return [{ kind: 'leaf', node: { type: 'break' }, marks: new Set() }]
    if ($isImageNode(node)) {
      const url = safeImageSrc(node.getSrc())
      if (!url) return []
      const image = { type: 'image', url, alt: node.getAlt(), title: node.getTitle() } as const
      return [{ kind: 'leaf', node: image, marks: new Set() }]
    }
    if ($isLinkNode(node)) {
      const children = pieces(node)
      const url = safeHref(node.getURL())
      if (!url) return children
      return [{ kind: 'link', url, title: node.getTitle(), children, marks: new Set() }]
    }
    if ($isElementNode(node)) return pieces(node)
    return [{ kind: 'text', value: node.getTextContent(), code: false, marks: new Set() }]
  })
}

const without = (piece: Piece, mark: Mark): Piece => {
  const marks = new Set(piece.marks)
  marks.delete(mark)
  return piece.kind === 'link'
    ? { ...piece, marks, children: piece.children.map((c) => without(c, mark)) }
    : { ...piece, marks }
}

const markedLink = (piece: Piece, mark: Mark) =>
  piece.kind === 'link' && piece.children.length > 0 && piece.children.every((c) => c.marks.has(mark))

/** Pieces into nested marks: each run that shares a mark goes inside one node of it. */
function phrasing(list: Piece[]): PhrasingContent[] {
  const out: PhrasingContent[] = []
  for (let i = 0; i < list.length;) {
    const piece = list[i]!
    const mark = MARKS.find((m) => piece.marks.has(m))
    if (mark) {
      let end = i
      // A link whose every word has the mark goes inside the run around it.
      while (end < list.length && (list[end]!.marks.has(mark) || markedLink(list[end]!, mark))) end++
      out.push({ type: mark, children: phrasing(list.slice(i, end).map((p) => without(p, mark))) })
      i = end
      continue
    }
    if (piece.kind === 'text')
      out.push(piece.code ? { type: 'inlineCode', value: piece.value } : { type: 'text', value: piece.value })
    else if (piece.kind === 'link')
      out.push({ type: 'link', url: piece.url, title: piece.title, children: phrasing(piece.children) })
    else out.push(piece.node)
    i++
  }
  return out
}

/** An element's inline content, without the spaces at its ends (Markdown would drop them). */
function inline(element: ElementNode): PhrasingContent[] {
  const out = phrasing(pieces(element))
  const first = out[0]
  if (first?.type === 'text') first.value = first.value.trimStart()
  const last = out.at(-1)
  if (last?.type === 'text') last.value = last.value.trimEnd()
  return out.filter((n) => n.type !== 'text' || n.value !== '')
}

function listOf(node: ListNode): BlockContent {
  const type = node.getListType()
  const items: ListItem[] = []
  for (const child of node.getChildren()) {
    if (!$isListItemNode(child)) continue
    const only = child.getChildren()
    if (only.length === 1 && $isListNode(only[0])) {
      // A nested list belongs to the item before it.
      const sub = listOf(only[0])
      const last = items.at(-1)
      if (last) last.children.push(sub)
      else items.push({ type: 'listItem', spread: false, children: [sub] })
      continue
    }
    items.push({
      type: 'listItem',
      spread: false,
      checked: type === 'check' ? Boolean(child.getChecked()) : null,
      children: [{ type: 'paragraph', children: inline(child) }],
    })
  }
  return { type: 'list', ordered: type === 'number', start: node.getStart(), spread: false, children: items }
}

function blockOf(node: LexicalNode): RootContent | null {
  if ($isFenceNode(node))
    return { type: 'code', lang: node.getLang() || null, value: node.getValue().replace(/\n+$/, '') }
  if ($isHorizontalRuleNode(node)) return { type: 'thematicBreak' }
  if ($isHeadingNode(node)) {
    const depth = Number(node.getTag().slice(1)) as 1 | 2 | 3 | 4 | 5 | 6
    return { type: 'heading', depth, children: inline(node) }
  }
  if ($isQuoteNode(node))
    return { type: 'blockquote', children: [{ type: 'paragraph', children: inline(node) }] }
  if ($isListNode(node)) return listOf(node)
  if ($isTableNode(node)) {
    const rows = node.getChildren().filter($isElementNode)
    const children: TableRow[] = rows.map((row) => ({
      type: 'tableRow',
      children: row
        .getChildren()
        .filter($isElementNode)
        .map((cell) => ({
          type: 'tableCell',
          // A cell holds one line: its paragraphs are joined with spaces.
          children: cell
            .getChildren()
            .filter($isElementNode)
            .flatMap((p, i) => (i ? [{ type: 'text', value: ' ' } as const, ...inline(p)] : inline(p))),
        })),
    }))
    const width = Math.max(0, ...children.map((r) => r.children.length))
    return { type: 'table', align: Array.from({ length: width }, () => null), children }
  }
  if ($isElementNode(node)) {
    const children = inline(node)
    return children.length ? { type: 'paragraph', children } : null
  }
  if ($isImageNode(node)) {
    const children = phrasing(pieces({ getChildren: () => [node] } as unknown as ElementNode))
    return children.length ? { type: 'paragraph', children } : null
  }
  const value = node.getTextContent()
  return value.trim() ? { type: 'paragraph', children: [{ type: 'text', value }] } : null
}

/** The editor's content as the body's Markdown; call inside `editor.read` or `editorState.read`. */
export function $exportMarkdown(): string {
  const children = $getRoot()
    .getChildren()
    .map(blockOf)
    .filter((n): n is RootContent => n !== null)
  if (!children.length) return ''
  return toMarkdown(
    { type: 'root', children },
    {
      extensions: [gfmToMarkdown()],
      bullet: '-',
      emphasis: '*',
      strong: '*',
      fence: '`',
      fences: true,
      rule: '-',
      listItemIndent: 'one',
    },
  )
}
