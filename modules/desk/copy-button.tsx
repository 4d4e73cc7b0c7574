'use client'

import { Copy } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { notify } from '@/lib/notify'

/** Copies `text` to the clipboard, and says whether it could (with what to do instead). */
export function CopyButton({
  text,
  copied,
  otherwise,
  children,
}: {
  text: string
  /** The toast once copied. */
  copied: string
  /** The toast when the browser refuses: what to do instead. */
  otherwise: string
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      className="btn btn-secondary w-fit"
      onClick={() =>
        void navigator.clipboard
          .writeText(text)
          .then(() => notify('success', copied))
          .catch(() => notify('error', otherwise))
      }
    >
      <Icon icon={Copy} className="size-4" />
      {children}
    </button>
  )
}
