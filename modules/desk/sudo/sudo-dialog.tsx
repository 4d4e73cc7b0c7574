'use client'

import { useEffect, useRef, useState } from 'react'
import { DialogShell } from '@/components/ui/dialog'
import { confirmCopy } from '@/content/desk/forms'
import { ConfirmForm } from './confirm-form'
import { onConfirmationRequest, settleConfirmation } from './store'

/**
 * Asks for the confirmation of identity whenever part of the desk needs sudo mode (see store.ts),
 * over whatever the administrator was doing: once confirmed, that goes on where it was refused.
 */
export function SudoDialog({ twoFactor, passkeys }: { twoFactor: boolean; passkeys: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const confirmed = useRef(false)
  useEffect(
    () =>
      onConfirmationRequest((asked) => {
        if (asked) {
          confirmed.current = false
          setOpen(true)
          dialog.current?.showModal()
        }
      }),
    [],
  )
  return (
    <DialogShell
      ref={dialog}
      title={confirmCopy.title}
      className="w-[min(30rem,calc(100vw-1.5rem))]"
      onClose={() => {
        setOpen(false)
        settleConfirmation(confirmed.current)
      }}
    >
      <div className="p-6">
        {open ? (
          <ConfirmForm
            twoFactor={twoFactor}
            passkeys={passkeys}
            onConfirmed={() => {
              confirmed.current = true
              dialog.current?.close()
            }}
          />
        ) : null}
      </div>
    </DialogShell>
  )
}
