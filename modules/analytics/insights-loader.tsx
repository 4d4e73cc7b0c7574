'use client'

import { useEffect } from 'react'
import { INSIGHTS_SCRIPT_PATH } from '@/lib/constants'

/**
 * Adds our page-view script (public/insights/script.js) once the page has loaded, never before
 * `load`, and once per page: the script itself follows client-side navigations.
 */
export function InsightsLoader() {
  useEffect(() => {
    const add = () => {
      if (document.querySelector(`script[src="${INSIGHTS_SCRIPT_PATH}"]`)) return
      const script = document.createElement('script')
      script.src = INSIGHTS_SCRIPT_PATH
      script.async = true
      document.head.append(script)
    }
    if (document.readyState === 'complete') return add()
    window.addEventListener('load', add, { once: true })
    return () => window.removeEventListener('load', add)
  }, [])
  return null
}
