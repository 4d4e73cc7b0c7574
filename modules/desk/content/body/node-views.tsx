import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $getNodeByKey, $getRoot, type NodeKey } from 'lexical'
import { useId, useState } from 'react'
import { bodyEditorCopy as copy } from '@/content/desk/body-editor'
import { articleBlockSchemas, type ArticleBlockKind } from '@/content/schema'
import { parseArticleBody } from '@/lib/article-body'
import { cn } from '@/lib/cn'
import { fieldClass } from '../../field'

// What the editor draws for a fenced block and for an image: plain form fields inside the text,
// which the editor leaves to the browser (typing in them never reaches the text around them).

const isBlockKind = (lang: string): lang is ArticleBlockKind => Object.hasOwn(articleBlockSchemas, lang)

/** What is wrong with a site block's YAML, in lib/article-body.ts's words, or null. */
export function blockProblem(kind: string, value: string): string | null {
  const fence = '`'.repeat(Math.max(3, ...(value.match(/`{3,}/g) ?? []).map((m) => m.length + 1)))
  return parseArticleBody(`${fence}${kind}\n${value}\n${fence}\n`).problems[0]?.message ?? null
}

/** A fenced block: its name, its data in a text area, and what is wrong with it, if anything. */
export function FenceView({ nodeKey, lang, value }: { nodeKey: NodeKey; lang: string; value: string }) {
  const [editor] = useLexicalComposerContext()
  const uid = useId()
  const [text, setText] = useState(value)
  const block = isBlockKind(lang)
  const name = block ? copy.blockNames[lang] : copy.codeData(lang)
  const problem = block ? blockProblem(lang, text) : null
  const update = (next: string) => {
    setText(next)
    editor.update(() => {
      const node = $getNodeByKey(nodeKey)
      if (node && 'setValue' in node) (node as unknown as { setValue: (v: string) => void }).setValue(next)
    })
  }
  const remove = () =>
    editor.update(() => {
      $getNodeByKey(nodeKey)?.remove()
      if ($getRoot().isEmpty()) $getRoot().selectEnd()
    })
  return (
    <section
      role="group"
      aria-label={name}
      className="border-border bg-surface my-3 grid gap-2 rounded-xl border p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={`${uid}-data`} className="text-sm font-semibold">
          {block ? copy.blockData(name) : name}
        </label>
        <button type="button" className="btn btn-secondary text-xs" onClick={remove}>
          {copy.removeBlock(name)}
        </button>
      </div>
      <textarea
        id={`${uid}-data`}
        rows={Math.min(16, Math.max(3, text.split('\n').length + 1))}
        defaultValue={value}
        spellCheck={block ? undefined : false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={block ? `${uid}-problem` : undefined}
        onChange={(e) => update(e.currentTarget.value)}
        className={cn(fieldClass, 'font-mono text-xs leading-relaxed')}
      />
      {block ? (
        <p
          id={`${uid}-problem`}
          className={cn('text-sm', problem ? 'text-violet font-medium' : 'text-fg-muted')}
        >
          {problem ?? copy.blockFine}
        </p>
      ) : null}
    </section>
  )
}

/** An image in the text, with its description; one without is flagged. */
export function ImageView({ nodeKey, src, alt }: { nodeKey: NodeKey; src: string; alt: string }) {
  const [editor] = useLexicalComposerContext()
  const uid = useId()
  const [text, setText] = useState(alt)
  const missing = !text.trim()
  return (
    <span
      className={cn(
        'my-2 inline-grid max-w-full gap-1 rounded-xl border p-2 align-top',
        missing ? 'border-warning bg-warning-soft' : 'border-border',
      )}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the editor shows the file as it is */}
      <img src={src} alt={text} className="max-h-48 w-auto rounded-md" />
      <label htmlFor={`${uid}-alt`} className="text-xs font-semibold">
        {copy.imageAlt}
      </label>
      <input
        id={`${uid}-alt`}
        defaultValue={alt}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${uid}-missing` : undefined}
        onChange={(e) => {
          const next = e.currentTarget.value
          setText(next)
          editor.update(() => {
            const node = $getNodeByKey(nodeKey)
            if (node && 'setAlt' in node) (node as unknown as { setAlt: (v: string) => void }).setAlt(next)
          })
        }}
        className={cn(fieldClass, 'min-h-11')}
      />
      {missing ? (
        <span id={`${uid}-missing`} className="text-fg text-xs font-medium">
          ⚠ {copy.imageNoAlt}
        </span>
      ) : null}
    </span>
  )
}
