'use client'

/**
 * Toasts without shipping sonner on page load: the first call loads sonner and mounts the
 * container (components/layout/site-toaster.tsx), then shows the toast.
 */
type Listener = () => void
let requested = false
let mounted: Promise<void> | null = null
let resolveMounted: () => void = () => {}
const listeners = new Set<Listener>()

export function onToasterRequested(listener: Listener) {
  listeners.add(listener)
  if (requested) listener()
  return () => listeners.delete(listener)
}

export function toasterMounted() {
  resolveMounted()
}

export function mountToaster() {
  if (!mounted) {
    mounted = new Promise<void>((resolve) => (resolveMounted = resolve))
    requested = true
    listeners.forEach((l) => l())
  }
  return mounted
}

export async function notify(kind: 'success' | 'error' | 'info', message: string, description?: string) {
  const [{ toast }] = await Promise.all([import('sonner'), mountToaster()])
  toast[kind](message, description ? { description } : undefined)
}
