'use client'

import { useRouter } from 'next/navigation'
import { useDeskAction, type DeskAction } from './use-desk-action'

/**
 * A server-rendered form (hidden fields and buttons as children) posting to a desk action: it
 * asks `confirm` first, toasts the answer, and can go to another view on success (a deleted
 * record's list).
 */
export function ActionForm({
  action,
  confirm,
  successHref,
  refresh,
  className,
  label,
  children,
}: {
  action: DeskAction
  confirm?: string
  successHref?: string
  /** Draws the page again from the server on success (what the action changed shows at once). */
  refresh?: boolean
  className?: string
  /** An accessible name, when the form is a landmark worth naming. */
  label?: string
  children: React.ReactNode
}) {
  const router = useRouter()
  const { formAction, pending } = useDeskAction(action, {
    onSuccess: () => {
      if (successHref) router.push(successHref)
      else if (refresh) router.refresh()
    },
  })
  return (
    <form
      action={formAction}
      aria-label={label}
      aria-busy={pending || undefined}
      data-pending={pending || undefined}
      className={className}
      onSubmit={(e) => {
        if (pending || (confirm && !window.confirm(confirm))) e.preventDefault()
      }}
    >
      {children}
    </form>
  )
}
