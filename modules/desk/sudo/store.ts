'use client'

/**
 * The one pending request for a confirmation of identity (sudo mode), shared by every part of the
 * desk that can be refused for want of it: a form's action, a resume, an export. The dialog
 * (sudo-dialog.tsx) shows while one is pending and settles it.
 */
type Listener = (open: boolean) => void
let pending: Promise<boolean> | null = null
let settle: ((confirmed: boolean) => void) | null = null
const listeners = new Set<Listener>()

/** Whether the session is in sudo mode now, as the server says. */
export async function sudoActive() {
  try {
    const res = await fetch('/api/admin/sudo', { headers: { Accept: 'application/json' }, cache: 'no-store' })
    return res.ok && ((await res.json()) as { active?: unknown }).active === true
  } catch {
    return false
  }
}

/** Asks the administrator to confirm who they are; true once they have, false if they cancel. */
export function askToConfirm() {
  if (!pending) {
    pending = new Promise<boolean>((resolve) => {
      settle = resolve
    })
    for (const listener of listeners) listener(true)
  }
  return pending
}

export function settleConfirmation(confirmed: boolean) {
  settle?.(confirmed)
  pending = null
  settle = null
  for (const listener of listeners) listener(false)
}

export function onConfirmationRequest(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
