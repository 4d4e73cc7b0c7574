'use client'

import { useEffect } from 'react'
import { INSIGHTS_SCRIPT_PATH } from '@/lib/constants'

/**
 * Adds our page-view script (public/insights/script.js) once the page has loaded and the browser
 * is idle, never before `load`, and once per page: the script itself follows client-side
 * navigations.
 */
export function InsightsLoader() {
  useEffect(() => {
    const insert = () => {
      if (document.querySelector(`script[src="${INSIGHTS_SCRIPT_PATH}"]`)) return
      const script = document.createElement('script')
      script.src = INSIGHTS_SCRIPT_PATH
      script.async = true
      document.head.append(script)
    }
    // After load, and then when the browser has nothing more urgent to do.
    const add = () => ('requestIdleCallback' in window ? requestIdleCallback(insert) : setTimeout(insert, 1))
    if (document.readyState === 'complete') return void add()
    window.addEventListener('load', add, { once: true })
    return () => window.removeEventListener('load', add)
  }, [])
  return null
}
