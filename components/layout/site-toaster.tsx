'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { mountToaster, onToasterRequested, toasterMounted } from '@/lib/notify'

const SonnerToaster = dynamic(() => import('@/components/layout/sonner-toaster'), { ssr: false })

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
  return active ? <SonnerToaster onMounted={toasterMounted} /> : null
}
