import { $createLinkNode } from '@lexical/link'
import { $createListItemNode, $createListNode, type ListItemNode } from '@lexical/list'
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text'
import {
  $createTableCellNode,
  $createTableNode,
  $createTableRowNode,
  TableCellHeaderStates,
} from '@lexical/table'
import { $createHorizontalRuleNode } from '@lexical/extension'
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  type LexicalNode,
  type TextFormatType,
} from 'lexical'
import type { List, PhrasingContent, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { toString } from 'mdast-util-to-string'
import { gfm } from 'micromark-extension-gfm'
import { $createFenceNode, $createImageNode } from './nodes'

// Markdown into the editor: read with the same parser as lib/article-body.ts (CommonMark and
// GitHub's tables), then each part made into the editor's node for it. A fenced block keeps its
// text as it is, so a site block with wrong data is still there to mend.

type Formats = readonly TextFormatType[]

const text = (value: string, formats: Formats) => {
  // A soft line break inside a paragraph reads as a space.
  const node = $createTextNode(value.replace(/\n/g, ' '))
  for (const f of formats) node.toggleFormat(f)
  return node
}

function inline(nodes: PhrasingContent[], formats: Formats = []): LexicalNode[] {
  return nodes.flatMap((node): LexicalNode[] => {
    switch (node.type) {
      case 'text':
        return [text(node.value, formats)]
      case 'strong':
        return inline(node.children, [...formats, 'bold'])
      case 'emphasis':
        return inline(node.children, [...formats, 'italic'])
      case 'delete':
        return inline(node.children, [...formats, 'strikethrough'])
      case 'inlineCode':
        return [text(node.value, [...formats, 'code'])]
      case 'break':
        return [$createLineBreakNode()]
      case 'link':
        return [
          $createLinkNode(node.url, { title: node.title ?? null }).append(...inline(node.children, formats)),
        ]
      case 'image':
        return [$createImageNode(node.url, node.alt ?? '', node.title ?? null)]
      case 'html':
        return [text(node.value, formats)]
      default:
        return [text(toString(node), formats)]
    }
  })
}

/** A paragraph's or a cell's inline parts, blocks inside them joined by line breaks. */
function joined(children: RootContent[]): LexicalNode[] {
  return children.flatMap((child, i) => {
    const parts = 'children' in child && child.type === 'paragraph' ? inline(child.children) : block(child)
    return i > 0 ? [$createLineBreakNode(), ...parts] : parts
  })
}

function list(node: List) {
  const checks = node.children.some((item) => typeof item.checked === 'boolean')
  const out = $createListNode(checks ? 'check' : node.ordered ? 'number' : 'bullet', node.start ?? 1)
  for (const item of node.children) {
    const li: ListItemNode = $createListItemNode(checks ? Boolean(item.checked) : undefined)
    const nested = item.children.filter((c): c is List => c.type === 'list')
    li.append(...joined(item.children.filter((c) => c.type !== 'list')))
    out.append(li)
    // The editor holds a nested list in an item of its own, after the item it belongs to.
    for (const sub of nested) out.append($createListItemNode().append(list(sub)))
  }
  return out
}

function block(node: RootContent): LexicalNode[] {
  switch (node.type) {
    case 'heading':
      return [$createHeadingNode(`h${node.depth}`).append(...inline(node.children))]
    case 'paragraph':
      return [$createParagraphNode().append(...inline(node.children))]
    case 'blockquote':
      return [$createQuoteNode().append(...joined(node.children))]
    case 'list':
      return [list(node)]
    case 'code':
      return [$createFenceNode(node.lang ?? '', node.value)]
    case 'thematicBreak':
      return [$createHorizontalRuleNode()]
    case 'table': {
      const table = $createTableNode()
      node.children.forEach((row, r) => {
        const tr = $createTableRowNode()
        for (const cell of row.children) {
          const header = r === 0 ? TableCellHeaderStates.ROW : TableCellHeaderStates.NO_STATUS
          tr.append(
            $createTableCellNode(header).append($createParagraphNode().append(...inline(cell.children))),
          )
        }
        table.append(tr)
      })
      return [table]
    }
    case 'definition':
      return []
    default:
      return [$createParagraphNode().append(text(toString(node), []))]
  }
}

/** Replaces the editor's content with the Markdown's; call inside `editor.update`. */
export function $importMarkdown(markdown: string) {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
  const root = $getRoot()
  root.clear()
  root.append(...tree.children.flatMap(block))
  if (root.isEmpty()) root.append($createParagraphNode())
}
