'use client'

import { X } from 'lucide-react'
import { useId, useRef } from 'react'
import { cn } from '@/lib/cn'
import { wrapTabFocus } from '@/lib/focus-wrap'

/**
 * A button that opens a native modal dialog: focus moves in and is trapped by the browser,
 * Escape closes, clicking the backdrop closes, and the page does not scroll underneath.
 * The dialog body is server-rendered `children`, so its content is in the HTML.
 */
export function DialogButton({
  label,
  title,
  description,
  children,
  className,
  size = 'lg',
  inlineWithoutJs = false,
}: {
  label: React.ReactNode
  title: string
  description?: string
  children: React.ReactNode
  className?: string
  size?: 'md' | 'lg' | 'xl'
  /** Without JavaScript, show the dialog's content in place (e.g. a form) instead of the button. */
  inlineWithoutJs?: boolean
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  return (
    <>
      <button
        type="button"
        className={className}
        data-nojs={inlineWithoutJs ? 'hide' : undefined}
        aria-haspopup="dialog"
        onClick={() => ref.current?.showModal()}
      >
        {label}
      </button>
      <dialog
        ref={ref}
        data-nojs={inlineWithoutJs ? 'inline' : undefined}
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        className={cn(
          'dialog-center border-border bg-bg-elevated text-fg m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-none overflow-y-auto rounded-2xl border p-0',
          size === 'md' && 'sm:w-[34rem]',
          size === 'lg' && 'sm:w-[44rem]',
          size === 'xl' && 'lg:w-[68rem]',
        )}
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close()
        }}
        onKeyDown={wrapTabFocus}
      >
        <div className="border-border bg-bg-elevated sticky top-0 z-10 flex items-start justify-between gap-4 border-b px-6 py-4">
          <div>
            <h2 id={`${id}-title`} className="text-xl font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={`${id}-desc`} className="text-fg-muted mt-1 text-sm">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            data-nojs={inlineWithoutJs ? 'hide' : undefined}
            className="btn btn-ghost size-11 shrink-0 !p-0"
            aria-label="Close"
            onClick={() => ref.current?.close()}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="p-6">{children}</div>
      </dialog>
    </>
  )
}
