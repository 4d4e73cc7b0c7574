import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link'
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import {
  $createTableCellNode,
  $createTableNode,
  $createTableRowNode,
  TableCellHeaderStates,
} from '@lexical/table'
import { $getNearestNodeOfType, $insertNodeToNearestRoot } from '@lexical/utils'
import {
  $createParagraphNode,
  $createTextNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  KEY_MODIFIER_COMMAND,
  type LexicalEditor,
} from 'lexical'
import { ListNode } from '@lexical/list'
import { useEffect, useRef, useState } from 'react'
import { bodyEditorCopy as copy } from '@/content/desk/body-editor'
import { ARTICLE_BLOCK_KINDS, safeHref, safeImageSrc } from '@/lib/article-body'
import { $createFenceNode, $createImageNode } from './nodes'

// The Body's toolbar: one stop in the Tab order, its buttons reached with the arrow keys (the ARIA
// toolbar pattern); each acts on the text where the caret was, and gives the focus back to it. On a
// phone it is one row that scrolls sideways, so the text stays in view.

type Block = 'paragraph' | 'h2' | 'h3' | 'quote' | 'bullet' | 'number' | 'other'
type Marks = { bold: boolean; italic: boolean; code: boolean; link: boolean; block: Block }
const NONE: Marks = { bold: false, italic: false, code: false, link: false, block: 'paragraph' }

function $marks(): Marks {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return NONE
  const anchor = selection.anchor.getNode()
  const top = anchor.getKey() === 'root' ? null : anchor.getTopLevelElement()
  const list = $getNearestNodeOfType(anchor, ListNode)
  let block: Block = 'other'
  if ($isListNode(list)) block = list.getListType() === 'number' ? 'number' : 'bullet'
  else if ($isHeadingNode(top))
    block = top.getTag() === 'h2' || top.getTag() === 'h3' ? (top.getTag() as Block) : 'other'
  else if ($isQuoteNode(top)) block = 'quote'
  else if (top?.getType() === 'paragraph') block = 'paragraph'
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    code: selection.hasFormat('code'),
    link: $isLinkNode(anchor.getParent()) || $isLinkNode(anchor),
    block,
  }
}

/** Asks for a link's address (empty removes the link) and sets it, refusing an unsafe one. */
function promptLink(editor: LexicalEditor) {
  const url = window.prompt(copy.linkPrompt, 'https://')
  if (url === null) return
  if (!url.trim() || url.trim() === 'https://') editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)
  else if (safeHref(url)) editor.dispatchCommand(TOGGLE_LINK_COMMAND, url.trim())
  else window.alert(copy.linkRefused)
}

function promptImage(editor: LexicalEditor) {
  const src = window.prompt(copy.imagePrompt, '/')
  if (src === null) return
  if (!safeImageSrc(src)) return window.alert(copy.imageRefused)
  const alt = window.prompt(copy.imageAlt) ?? ''
  editor.update(() => $insertNodes([$createImageNode(src.trim(), alt.trim())]))
}

const $table = () => {
  const table = $createTableNode()
  for (let r = 0; r < 3; r++) {
    const row = $createTableRowNode()
    for (let c = 0; c < 2; c++) {
      const cell = $createTableCellNode(r === 0 ? TableCellHeaderStates.ROW : TableCellHeaderStates.NO_STATUS)
      const text = r === 0 ? `${copy.tableHeader} ${c + 1}` : ''
      row.append(cell.append($createParagraphNode().append(...(text ? [$createTextNode(text)] : []))))
    }
    table.append(row)
  }
  return table
}

export function Toolbar() {
  const [editor] = useLexicalComposerContext()
  const [marks, setMarks] = useState(NONE)
  const [current, setCurrent] = useState(0)
  const bar = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const offUpdate = editor.registerUpdateListener(({ editorState }) => setMarks(editorState.read($marks)))
    const offKey = editor.registerCommand(
      KEY_MODIFIER_COMMAND,
      (event) => {
        if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return false
        event.preventDefault()
        promptLink(editor)
        return true
      },
      COMMAND_PRIORITY_LOW,
    )
    return () => {
      offUpdate()
      offKey()
    }
  }, [editor])

  const block = (target: Block, make: () => void) => {
    editor.update(() => {
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      if (marks.block === target) return $setBlocksType(selection, $createParagraphNode)
      make()
    })
  }
  const heading = (tag: 'h2' | 'h3') => () =>
    block(tag, () => $setBlocksType($getSelection(), () => $createHeadingNode(tag)))
  const list = (type: 'bullet' | 'number') => () => {
    if (marks.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
    else
      editor.dispatchCommand(
        type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      )
  }

  const buttons: { label: string; pressed?: boolean; act: () => void }[] = [
    { label: copy.heading(2), pressed: marks.block === 'h2', act: heading('h2') },
    { label: copy.heading(3), pressed: marks.block === 'h3', act: heading('h3') },
    { label: copy.bold, pressed: marks.bold, act: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold') },
    {
      label: copy.italic,
      pressed: marks.italic,
      act: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic'),
    },
    { label: copy.code, pressed: marks.code, act: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'code') },
    { label: copy.bulletList, pressed: marks.block === 'bullet', act: list('bullet') },
    { label: copy.numberedList, pressed: marks.block === 'number', act: list('number') },
    {
      label: copy.quote,
      pressed: marks.block === 'quote',
      act: () => block('quote', () => $setBlocksType($getSelection(), $createQuoteNode)),
    },
    { label: copy.link, pressed: marks.link, act: () => promptLink(editor) },
    { label: copy.table, act: () => editor.update(() => void $insertNodeToNearestRoot($table())) },
    { label: copy.image, act: () => promptImage(editor) },
    ...ARTICLE_BLOCK_KINDS.map((kind) => ({
      label: copy.insertBlock(copy.blockNames[kind]),
      act: () =>
        editor.update(() => void $insertNodeToNearestRoot($createFenceNode(kind, copy.blockTemplates[kind]))),
    })),
  ]

  const move = (event: React.KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : step === undefined
            ? null
            : (current + step + buttons.length) % buttons.length
    if (to === null) return
    event.preventDefault()
    setCurrent(to)
    bar.current?.querySelectorAll('button')[to]?.focus()
  }

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={copy.toolbarLabel}
      aria-orientation="horizontal"
      onKeyDown={move}
      className="border-border bg-surface flex gap-1 overflow-x-auto rounded-xl border p-1 sm:flex-wrap"
    >
      {buttons.map((b, i) => (
        <button
          key={b.label}
          type="button"
          tabIndex={i === current ? 0 : -1}
          aria-pressed={b.pressed}
          onFocus={() => setCurrent(i)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            b.act()
            editor.focus()
          }}
          className="text-fg hover:bg-bg aria-pressed:bg-accent/15 aria-pressed:text-accent focus-visible:outline-accent min-h-11 shrink-0 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap"
        >
          {b.label}
        </button>
      ))}
    </div>
  )
}
