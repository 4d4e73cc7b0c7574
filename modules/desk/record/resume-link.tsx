'use client'

import { FileText, LoaderCircle } from 'lucide'
import { useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { notify } from '@/lib/notify'
import { DESK_MESSAGES } from '../records'
import { askToConfirm, sudoActive } from '../sudo/store'

/** Where an application's resume opens: the server signs a 60-second link and redirects to it. */
export const resumeHref = (id: string) => `/api/admin/applications/${encodeURIComponent(id)}/resume`

/**
 * Opens the resume in a new tab. Without JavaScript the link itself does it; with it, a failure
 * stays on the desk as a toast saying what went wrong (DESK_MESSAGES) instead of a blank tab.
 */
export function ResumeLink({ id, label = 'View resume' }: { id: string; label?: string }) {
  const [busy, setBusy] = useState(false)
  const open = async (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
    e.preventDefault()
    if (busy) return
    // Sudo mode first: the confirmation (a click of its own) would leave a blank tab behind.
    if (!(await sudoActive()) && !(await askToConfirm())) return
    // Opened inside a click so pop-up blockers allow it; pointed at the file once signed.
    const win = window.open('', '_blank')
    if (win) win.opener = null
    setBusy(true)
    try {
      const res = await fetch(resumeHref(id), { headers: { Accept: 'application/json' }, cache: 'no-store' })
      const body = (await res.json().catch(() => null)) as { url?: string; message?: string } | null
      if (res.ok && body?.url) {
        const href = new URL(body.url, window.location.href).href
        if (win) win.location.href = href
        else window.open(href, '_blank', 'noopener,noreferrer')
        return
      }
      win?.close()
      const known = [DESK_MESSAGES.noResume, DESK_MESSAGES.resumeMissing] as const
      void notify('error', known.find((m) => body?.message === m) ?? DESK_MESSAGES.resumeAccess)
    } catch (error) {
      win?.close()
      console.error('Resume failed', error)
      void notify('error', DESK_MESSAGES.resumeView)
    } finally {
      setBusy(false)
    }
  }
  return (
    <a
      href={resumeHref(id)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => void open(e)}
      aria-busy={busy || undefined}
      className="btn btn-secondary min-h-11 px-3 text-sm whitespace-nowrap"
    >
      {busy ? (
        <Icon icon={LoaderCircle} className="size-4 animate-spin" />
      ) : (
        <Icon icon={FileText} className="size-4" />
      )}
      {label}
    </a>
  )
}
