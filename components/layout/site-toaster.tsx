'use client'

import { useTheme } from 'next-themes'
import { Toaster } from 'sonner'
import { TOAST } from '@/lib/constants'

export function SiteToaster() {
  const { resolvedTheme } = useTheme()
  return (
    <Toaster
      theme={resolvedTheme === 'light' ? 'light' : 'dark'}
      position={TOAST.position}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gap}
      hotkey={[...TOAST.hotkey]}
      duration={TOAST.duration}
      closeButton
      richColors
    />
  )
}
