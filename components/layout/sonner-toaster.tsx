'use client'

import { useTheme } from 'next-themes'
import { useEffect } from 'react'
import { Toaster } from 'sonner'
import { TOAST } from '@/lib/constants'

/** sonner's container with the spec's constants; loaded only when the first toast is shown. */
export default function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  const { resolvedTheme } = useTheme()
  useEffect(onMounted, [onMounted])
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
