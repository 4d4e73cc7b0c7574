'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import { mountToaster, onToasterRequested, toasterMounted } from '@/lib/notify'

// React's own lazy() rather than next/dynamic: the same chunk loaded on demand, without the
// loader machinery next/dynamic adds to every page (about 2 KiB compressed).
const SonnerToaster = lazy(() => import('@/components/layout/sonner-toaster'))

/** The toast container: mounted on the first toast (or the Alt+T hotkey), so pages load without it. */
export function SiteToaster() {
  const [active, setActive] = useState(false)
  useEffect(() => {
    const stop = onToasterRequested(() => setActive(true))
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.code === 'KeyT') void mountToaster()
    }
    window.addEventListener('keydown', onKey)
    return () => {
      stop()
      window.removeEventListener('keydown', onKey)
    }
  }, [])
  return active ? (
    <Suspense>
      <SonnerToaster onMounted={toasterMounted} />
    </Suspense>
  ) : null
}
