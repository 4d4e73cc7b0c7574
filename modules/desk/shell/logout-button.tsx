'use client'

import { LoaderCircle, LogOut } from 'lucide'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { Icon } from '@/components/ui/icon'
import { notify } from '@/lib/notify'
import { DESK_MESSAGES } from '../records'
import { DESK_PATH } from '@/lib/constants'

/** Ends the session on the server; the page then renders the sign-in form. */
export function LogoutButton() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [, startRefresh] = useTransition()
  const logout = async () => {
    setBusy(true)
    let ok = false
    try {
      const res = await fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: '{}',
        cache: 'no-store',
      })
      ok = res.ok
    } catch (error) {
      console.error('Sign-out failed', error)
    }
    if (ok) void notify('success', DESK_MESSAGES.logout)
    else setBusy(false)
    // Read again from the top: the desk's frame stays between its pages, and only a refresh runs
    // its session check again, which now shows the sign-in form.
    startRefresh(() => {
      router.replace(DESK_PATH)
      router.refresh()
    })
  }
  return (
    <button
      type="button"
      className="btn btn-secondary px-3 disabled:cursor-not-allowed disabled:opacity-70 sm:px-4"
      onClick={() => void logout()}
      disabled={busy}
    >
      {busy ? (
        <Icon icon={LoaderCircle} className="size-4 animate-spin" />
      ) : (
        <Icon icon={LogOut} className="size-4" />
      )}
      Logout
    </button>
  )
}
