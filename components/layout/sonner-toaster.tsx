'use client'

import { useEffect } from 'react'
import { Toaster } from 'sonner'
import { TOAST } from '@/lib/constants'
import { useThemeInEffect } from '@/components/layout/theme-store'

/** sonner's container with the spec's constants; loaded only when the first toast is shown. */
export default function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  const theme = useThemeInEffect()
  useEffect(onMounted, [onMounted])
  return (
    <Toaster
      theme={theme}
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
