'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { NAV_BLUR_AFTER_PX, NAV_HIDE_AFTER_PX, SCROLL_TOP_AFTER_PX } from '@/lib/constants'
import { cn } from '@/lib/cn'

/**
 * One passive scroll listener for the whole page: hides the header when scrolling down past
 * 100 px and shows it on the way up, blurs its background past 50 px, shows the scroll-to-top
 * button past 300 px. Also scrolls instantly to the top on client navigation and reveals the new
 * page's sections.
 */
export function ScrollEffects({ topIcon }: { topIcon: React.ReactNode }) {
  const pathname = usePathname()
  const [showTop, setShowTop] = useState(false)

  useEffect(() => {
    const header = document.getElementById('site-header')
    let last = window.scrollY
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      if (header) {
        header.toggleAttribute('data-scrolled', y > NAV_BLUR_AFTER_PX)
        if (y > NAV_HIDE_AFTER_PX && y > last) header.setAttribute('data-hidden', '')
        else if (y < last || y <= NAV_HIDE_AFTER_PX) header.removeAttribute('data-hidden')
      }
      setShowTop(y > SCROLL_TOP_AFTER_PX)
      last = y
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  // On a client navigation: start the new page at the top and reveal its sections. The first
  // page is left where the browser put it (a visitor may have scrolled before hydration, or come
  // back to a restored position) and the layout's early script (early-script.ts) reveals its sections.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    document.getElementById('site-header')?.removeAttribute('data-hidden')
    return window.revealSections?.()
  }, [pathname])

  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={cn(
        'btn btn-primary fixed right-5 bottom-5 z-30 size-12 rounded-full p-0 shadow-[var(--shadow)] transition-all',
        showTop ? 'translate-y-0 opacity-100' : 'invisible translate-y-4 opacity-0',
      )}
    >
      {topIcon}
    </button>
  )
}
