'use client'

import { Search } from 'lucide'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { cn } from '@/lib/cn'
import { controlClass } from '../ui'
import { deskHref, MAX_SEARCH_LENGTH, parseView, type DeskView } from '../view'
import { DESK_PATH } from '@/lib/constants'

/** Delay between the last keystroke and the search. */
const SEARCH_DEBOUNCE_MS = 300

/**
 * The search box: a GET form (Enter searches, also before hydration) that, once hydrated,
 * searches as you type by replacing the URL, so the server renders the matches.
 */
export function SearchBox({ view, placeholder }: { view: DeskView; placeholder: string }) {
  const router = useRouter()
  const [value, setValue] = useState(view.q)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const search = (q: string) => {
    clearTimeout(timer.current)
    // The view as the address says now: a filter chosen while typing is kept.
    const current = parseView(Object.fromEntries(new URLSearchParams(window.location.search)))
    if (q.trim() !== current.q) router.replace(deskHref(current, { q: q.trim(), open: null }))
  }

  return (
    <form
      role="search"
      method="get"
      action={DESK_PATH}
      className="relative flex-1"
      onSubmit={(e) => {
        e.preventDefault()
        search(value)
      }}
    >
      {view.tab !== 'applications' ? <input type="hidden" name="tab" value={view.tab} /> : null}
      {view.status ? <input type="hidden" name="status" value={view.status} /> : null}
      <Icon
        icon={Search}
        className="text-fg-subtle pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2"
      />
      <input
        type="search"
        name="q"
        aria-label="Search"
        aria-keyshortcuts="/"
        data-desk-search
        placeholder={placeholder}
        value={value}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(e) => {
          const q = e.target.value
          setValue(q)
          clearTimeout(timer.current)
          timer.current = setTimeout(() => search(q), SEARCH_DEBOUNCE_MS)
        }}
        autoComplete="off"
        spellCheck={false}
        className={cn(controlClass, 'bg-bg placeholder:text-fg-subtle w-full pr-3 pl-10')}
      />
    </form>
  )
}
