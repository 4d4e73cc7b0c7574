'use client'

import { useEffect } from 'react'
import { Toaster } from 'sonner'
import { TOAST } from '@/lib/constants'
import { useThemeInEffect } from '@/components/layout/theme-store'

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The elements Tab stops at, in the page's order (shown ones only). */
const tabbables = () =>
  [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0)

/**
 * Lets Tab leave the toasts the way it came. Leaving them, sonner puts the focus back on the element
 * it came from (right for the Alt+T jump), so a visitor who tabbed into a toast at the page's end
 * was sent back before it, and circled until the toast went. Tab past the toasts' last control goes
 * on to the page's next (round to its start, as the page's end does); Shift+Tab before the first
 * goes to the page's previous. The focus is set twice: sonner's own return runs inside the first.
 */
function tabOutOfToasts(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return
  const active = document.activeElement
  const toaster = active?.closest('[data-sonner-toaster]')
  if (!active || !toaster) return
  const all = tabbables()
  const inside = all.filter((el) => toaster.contains(el))
  const edge = event.shiftKey ? inside[0] : inside.at(-1)
  const leaving = !inside.length || active === edge || (event.shiftKey && active === toaster)
  if (!leaving) return
  const outside = all.filter((el) => !toaster.contains(el))
  if (!outside.length) return
  const after = (el: HTMLElement) => toaster.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING
  const target = event.shiftKey
    ? (outside.filter((el) => !after(el)).at(-1) ?? outside.at(-1)!)
    : (outside.find((el) => after(el)) ?? outside[0]!)
  event.preventDefault()
  target.focus()
  if (document.activeElement !== target) target.focus()
}

/** sonner's container with the spec's constants; loaded only when the first toast is shown. */
export default function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  const theme = useThemeInEffect()
  useEffect(onMounted, [onMounted])
  useEffect(() => {
    document.addEventListener('keydown', tabOutOfToasts, true)
    return () => document.removeEventListener('keydown', tabOutOfToasts, true)
  }, [])
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
