'use client'

import { CheckListPlugin } from '@lexical/react/LexicalCheckListPlugin'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { TablePlugin } from '@lexical/react/LexicalTablePlugin'
import {
  HEADING,
  ORDERED_LIST,
  QUOTE,
  TEXT_FORMAT_TRANSFORMERS,
  UNORDERED_LIST,
  LINK as LINK_SHORTCUT,
  CHECK_LIST,
} from '@lexical/markdown'
import { useEffect } from 'react'
import { safeHref } from '@/lib/article-body'
import { cn } from '@/lib/cn'
import { fieldClass } from '../../field'
import { $importMarkdown } from './from-markdown'
import { BODY_NODES } from './nodes'
import { $exportMarkdown } from './to-markdown'
import { Toolbar } from './toolbar'

// The Body as rich text (Lexical), loaded only by the article editor (body-field.tsx imports it
// lazily), so no public page carries a byte of it.

/** How each kind of node looks while it is written: close to the article, in the desk's tokens. */
const theme = {
  paragraph: 'my-2',
  heading: {
    h1: 'font-display mt-5 mb-2 text-3xl font-bold',
    h2: 'font-display mt-5 mb-2 text-2xl font-bold',
    h3: 'font-display mt-4 mb-2 text-xl font-semibold',
    h4: 'mt-3 mb-1 text-lg font-semibold',
    h5: 'mt-3 mb-1 font-semibold',
    h6: 'mt-3 mb-1 font-semibold',
  },
  quote: 'border-accent text-fg-muted my-3 border-l-4 pl-4 italic',
  list: {
    ul: 'my-2 list-disc pl-6',
    ol: 'my-2 list-decimal pl-6',
    checklist: 'my-2 pl-1',
    listitem: 'my-1',
    listitemChecked: 'list-none line-through before:content-["☑_"]',
    listitemUnchecked: 'list-none before:content-["☐_"]',
    nested: { listitem: 'list-none' },
  },
  link: 'text-accent underline underline-offset-2',
  text: {
    bold: 'font-bold',
    italic: 'italic',
    strikethrough: 'line-through',
    code: 'bg-surface border-border rounded border px-1 font-mono text-[0.9em]',
  },
  table: 'my-3 w-full border-collapse text-sm',
  tableCell: 'border-border border px-2 py-1 align-top',
  tableCellHeader: 'bg-surface font-semibold',
  hr: 'border-border my-4 border-t',
  fence: 'my-2',
}

/** The shortcuts typed as Markdown: headings, lists, quotes, bold, italic, code, strikethrough, links. */
const SHORTCUTS = [
  HEADING,
  QUOTE,
  UNORDERED_LIST,
  ORDERED_LIST,
  CHECK_LIST,
  ...TEXT_FORMAT_TRANSFORMERS,
  LINK_SHORTCUT,
]

/** Tells `onMarkdown` the body's Markdown each time its content (not only the caret) changes. */
function MarkdownOut({ onMarkdown }: { onMarkdown: (markdown: string) => void }) {
  const [editor] = useLexicalComposerContext()
  useEffect(() => {
    let last = editor.getEditorState().read($exportMarkdown)
    return editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
      if (!dirtyElements.size && !dirtyLeaves.size) return
      const markdown = editorState.read($exportMarkdown)
      if (markdown === last) return
      last = markdown
      onMarkdown(markdown)
    })
  }, [editor, onMarkdown])
  return null
}

export type RichBodyProps = {
  /** the Markdown it starts from */
  initial: string
  labelId: string
  describedBy?: string
  invalid?: boolean
  onMarkdown: (markdown: string) => void
}

/** The rich Body: a toolbar and a textbox named by the field's label. */
export default function RichBody({ initial, labelId, describedBy, invalid, onMarkdown }: RichBodyProps) {
  const config = {
    namespace: 'article-body',
    nodes: BODY_NODES,
    theme,
    editorState: () => $importMarkdown(initial),
    onError: (error: Error) => {
      throw error
    },
  }
  return (
    <LexicalComposer initialConfig={config}>
      <div className="grid gap-2">
        <Toolbar />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              role="textbox"
              aria-multiline
              aria-labelledby={labelId}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              spellCheck
              className={cn(fieldClass, 'min-h-96 overflow-x-auto text-base leading-relaxed')}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <CheckListPlugin />
      <LinkPlugin validateUrl={(url) => safeHref(url) !== null} />
      <TablePlugin hasCellMerge={false} hasCellBackgroundColor={false} hasTabHandler={false} />
      <MarkdownShortcutPlugin transformers={SHORTCUTS} />
      <MarkdownOut onMarkdown={onMarkdown} />
    </LexicalComposer>
  )
}
