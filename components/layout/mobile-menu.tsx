'use client'

import { X } from 'lucide'
import { useRef } from 'react'
import { Icon } from '@/components/ui/icon'
import { MOBILE_MENU_WIDTH_PX } from '@/lib/constants'
import { NavLinks } from '@/components/layout/nav-links'
import { wrapTabFocus } from '@/lib/focus-wrap'

/** The small-screen side menu: a native modal dialog sliding in from the right; any link or booking button click closes it. */
export function MobileMenu({ children, openIcon }: { children: React.ReactNode; openIcon: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const close = () => ref.current?.close()
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost size-11 p-0 lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => ref.current?.showModal()}
      >
        {openIcon}
      </button>
      <dialog
        ref={ref}
        aria-label="Menu"
        className="dialog-side border-border bg-bg-elevated text-fg fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none border-l p-0"
        style={{ width: MOBILE_MENU_WIDTH_PX }}
        onKeyDown={wrapTabFocus}
        onClick={(e) => {
          if (e.target === e.currentTarget || (e.target as HTMLElement).closest('a, [data-booking]')) close()
        }}
      >
        <div className="flex h-full flex-col gap-6 p-4">
          <div className="flex items-center justify-between">
            <span className="eyebrow">Menu</span>
            <button
              type="button"
              className="btn btn-ghost size-11 p-0"
              aria-label="Close menu"
              onClick={close}
            >
              <Icon icon={X} className="size-5" />
            </button>
          </div>
          <nav aria-label="Mobile">
            <NavLinks vertical />
          </nav>
          <div className="mt-auto">{children}</div>
        </div>
      </dialog>
    </>
  )
}
