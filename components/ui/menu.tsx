'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '@/lib/cn'

export type MenuItem = {
  key: string
  label: string
  icon?: React.ReactNode
  /** for radio-style menus (theme) */
  checked?: boolean
  href?: string
  onSelect?: () => void
}

/**
 * A small accessible menu button (WAI-ARIA menu pattern): arrow keys, Home/End, Escape,
 * closes on outside click, on Tab, and after an item is chosen.
 */
export function Menu({
  label,
  trigger,
  items,
  triggerClassName,
  menuClassName,
  align = 'end',
  side = 'below',
  radio = false,
  minWidth,
}: {
  label: string
  trigger: React.ReactNode
  items: MenuItem[]
  triggerClassName?: string
  menuClassName?: string
  align?: 'start' | 'end'
  /** Where the menu opens: below its button, or above it (a button near the foot of the view). */
  side?: 'below' | 'above'
  radio?: boolean
  minWidth?: number
}) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLElement | null)[]>([])
  const menuId = useId()
  const focusOnOpen = useRef<number | null>(null)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    if (focusOnOpen.current !== null) itemRefs.current[focusOnOpen.current]?.focus()
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const openAt = (index: number) => {
    focusOnOpen.current = index
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }
  const move = (from: number, delta: number) => {
    const n = items.length
    itemRefs.current[(from + delta + n) % n]?.focus()
  }

  const onItemKey = (e: React.KeyboardEvent, index: number) => {
    if (e.key === 'ArrowDown') move(index, 1)
    else if (e.key === 'ArrowUp') move(index, -1)
    else if (e.key === 'Home') itemRefs.current[0]?.focus()
    else if (e.key === 'End') itemRefs.current[items.length - 1]?.focus()
    else if (e.key === 'Escape') close(true)
    else if (e.key === 'Tab') setOpen(false)
    else return
    e.preventDefault()
  }

  const choose = (item: MenuItem) => {
    item.onSelect?.()
    close(true)
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={triggerClassName}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') openAt(0)
          else if (e.key === 'ArrowUp') openAt(items.length - 1)
          else return
          e.preventDefault()
        }}
      >
        {trigger}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          style={minWidth ? { minWidth } : undefined}
          className={cn(
            'glass absolute z-50 rounded-xl p-1.5 shadow-[var(--shadow)]',
            side === 'below' ? 'top-full mt-2' : 'bottom-full mb-2',
            align === 'end' ? 'right-0' : 'left-0',
            menuClassName,
          )}
        >
          {items.map((item, i) => {
            const common = {
              role: radio ? 'menuitemradio' : 'menuitem',
              'aria-checked': radio ? Boolean(item.checked) : undefined,
              tabIndex: -1,
              onKeyDown: (e: React.KeyboardEvent) => onItemKey(e, i),
              className:
                'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm text-fg hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-none aria-checked:text-accent',
            } as const
            return item.href ? (
              <a
                key={item.key}
                {...common}
                ref={(el) => {
                  itemRefs.current[i] = el
                }}
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => close(false)}
              >
                {item.icon}
                {item.label}
              </a>
            ) : (
              <button
                key={item.key}
                {...common}
                ref={(el) => {
                  itemRefs.current[i] = el
                }}
                type="button"
                onClick={() => choose(item)}
              >
                {item.icon}
                {item.label}
              </button>
            )
          })}
        </div>
      ) : null}
    </div>
  )
}
