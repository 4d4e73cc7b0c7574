'use client'

import { useEffect, useRef } from 'react'

/** Calls `onVisible` once, when the element comes within `margin` of the viewport. */
export function useOnVisible<T extends Element>(onVisible: () => void, margin = '400px') {
  const ref = useRef<T>(null)
  const callback = useRef(onVisible)
  useEffect(() => {
    callback.current = onVisible
  })
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect()
          callback.current()
        }
      },
      { rootMargin: margin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [margin])
  return ref
}
