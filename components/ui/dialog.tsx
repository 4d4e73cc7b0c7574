'use client'

import { X } from 'lucide'
import { useId, useRef } from 'react'
import { Icon } from '@/components/ui/icon'
import { cn } from '@/lib/cn'
import { wrapTabFocus } from '@/lib/focus-wrap'

/**
 * The site's modal dialog: a native <dialog> (focus moves in and is trapped by the browser, Escape
 * closes, the page does not scroll underneath), closed too by a click on the backdrop or its Close
 * button, and named by its title. `nojs` shows the content in place before hydration and hides the
 * close button, for a dialog whose button is hidden then (see DialogButton).
 */
export function DialogShell({
  ref,
  title,
  description,
  className,
  onClose,
  nojs = false,
  children,
}: {
  ref: React.Ref<HTMLDialogElement>
  title: string
  description?: string
  className?: string
  onClose?: () => void
  nojs?: boolean
  children: React.ReactNode
}) {
  const id = useId()
  return (
    <dialog
      ref={ref}
      data-nojs={nojs ? 'inline' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-desc` : undefined}
      className={cn(
        'dialog-center border-border bg-bg-elevated text-fg m-auto max-w-none rounded-2xl border p-0',
        className,
      )}
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close()
      }}
      onClose={onClose}
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
          data-nojs={nojs ? 'hide' : undefined}
          className="btn btn-ghost size-11 shrink-0 p-0"
          aria-label="Close"
          onClick={(e) => e.currentTarget.closest('dialog')?.close()}
        >
          <Icon icon={X} className="size-5" />
        </button>
      </div>
      {children}
    </dialog>
  )
}

/**
 * A button that opens a DialogShell. The dialog body is server-rendered `children`, so its
 * content is in the HTML.
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
      <DialogShell
        ref={ref}
        title={title}
        description={description}
        nojs={inlineWithoutJs}
        className={cn(
          'max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] overflow-y-auto',
          size === 'md' && 'sm:w-[34rem]',
          size === 'lg' && 'sm:w-[44rem]',
          size === 'xl' && 'lg:w-[68rem]',
        )}
      >
        <div className="p-6">{children}</div>
      </DialogShell>
    </>
  )
}
