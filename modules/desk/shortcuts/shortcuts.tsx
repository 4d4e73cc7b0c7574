'use client'

import { Keyboard } from 'lucide'
import { useEffect, useRef } from 'react'
import { Icon } from '@/components/ui/icon'
import { DialogShell } from '@/components/ui/dialog'
import { frameCopy } from '@/content/desk/frame'
import { isTyping, SHORTCUTS } from './keys'
import { useDeskPlace } from '../shell/place'

const rowLinks = () => Array.from(document.querySelectorAll<HTMLAnchorElement>('a[data-open-link]'))

/** Moves focus to the next (+1) or previous (-1) row's link, from the focused row or the edge. */
function moveRow(step: 1 | -1) {
  const links = rowLinks()
  if (links.length === 0) return
  const active = document.activeElement
  const current = links.findIndex((l) => l === active || l.closest('tr')?.contains(active))
  const next = current === -1 ? (step === 1 ? 0 : links.length - 1) : current + step
  const link = links[Math.min(links.length - 1, Math.max(0, next))]
  link?.focus()
  link?.closest('tr')?.scrollIntoView({ block: 'nearest' })
}

/**
 * j/k between rows, Enter opens (the focused link does that itself), / to search, Esc back to
 * the list, x selects the focused row, ? for the list of shortcuts. Keys typed in a field are
 * left alone, except Esc, which leaves the field.
 */
export function Shortcuts() {
  const recordOpen = useDeskPlace().record
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.altKey) return
      if (dialog.current?.open) return
      if (isTyping(e.target)) {
        if (e.key === 'Escape' && e.target instanceof HTMLElement) {
          // Only leave the field: a search box would also empty itself on Esc, and so drop the search.
          e.preventDefault()
          e.target.blur()
        }
        return
      }
      switch (e.key) {
        case 'j':
        case 'k':
          e.preventDefault()
          moveRow(e.key === 'j' ? 1 : -1)
          break
        case '/': {
          const search = document.querySelector<HTMLInputElement>('[data-desk-search]')
          if (!search) return
          e.preventDefault()
          search.focus()
          search.select()
          break
        }
        case 'x': {
          const row = document.activeElement?.closest('tr')
          const box = row?.querySelector<HTMLInputElement>('input[data-select-row]')
          if (!box) return
          e.preventDefault()
          box.click()
          break
        }
        case 'Escape': {
          const close = document.querySelector<HTMLAnchorElement>('a[data-desk-close]')
          if (!close) return
          e.preventDefault()
          close.click()
          break
        }
        case '?':
          e.preventDefault()
          dialog.current?.showModal()
          break
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  // Back on the list after closing a record: focus lands on the first row, ready for j/k (not
  // on a fresh load, where nobody asked for it).
  // The frame stays while the list loads in its place, so the rows are waited for (up to 5 s).
  const wasOpen = useRef(recordOpen)
  useEffect(() => {
    const closed = wasOpen.current && !recordOpen
    wasOpen.current = recordOpen
    if (!closed) return
    const focusFirst = () => {
      const first = rowLinks()[0]
      if (!first) return false
      if (document.activeElement === document.body) first.focus({ preventScroll: true })
      return true
    }
    if (focusFirst()) return
    const rows = new MutationObserver(() => focusFirst() && stop())
    const timer = setTimeout(() => stop(), 5000)
    const stop = () => {
      rows.disconnect()
      clearTimeout(timer)
    }
    rows.observe(document.body, { childList: true, subtree: true })
    return stop
  }, [recordOpen])

  return (
    <>
      <div className="container-site mt-4 flex justify-end">
        <button
          type="button"
          className="btn btn-ghost text-fg-muted text-sm"
          aria-keyshortcuts="?"
          onClick={() => dialog.current?.showModal()}
        >
          <Icon icon={Keyboard} className="size-4" />
          {frameCopy.shortcutsTitle}
        </button>
      </div>
      <DialogShell ref={dialog} title={frameCopy.shortcutsTitle} className="w-[min(26rem,calc(100vw-2rem))]">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 p-4 text-sm">
          {SHORTCUTS.map((s) => (
            <div key={s.does} className="contents">
              <dt>
                {s.keys.map((k) => (
                  <kbd
                    key={k}
                    className="border-border-strong bg-surface rounded-md border px-2 py-0.5 font-mono text-xs"
                  >
                    {k}
                  </kbd>
                ))}
              </dt>
              <dd className="text-fg-muted">{s.does}</dd>
            </div>
          ))}
        </dl>
      </DialogShell>
    </>
  )
}
