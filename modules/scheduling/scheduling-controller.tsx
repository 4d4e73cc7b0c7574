'use client'

import { useEffect, useRef, useState } from 'react'
import { SCHEDULING_EMBED_HEIGHT_PX, SCHEDULING_SCRIPT_TIMEOUT_MS } from '@/lib/constants'
import {
  bookingUrlOf,
  inlineEmbedUrl,
  isBookingScheduled,
  loadSchedulingScript,
} from '@/modules/scheduling/loader'
import { DialogShell } from '@/components/ui/dialog'
import { reportBookingEvent } from '@/lib/insights'

/**
 * Booking buttons (`button[data-booking]`, see BookingButton) are rendered on the server, each
 * submitting its own GET form to the booking page in a new tab. This one listener per page loads
 * the provider's script on first intent (hover, focus, touch) and, on click, stops the form
 * submission and opens the 30-minute popup, or the inline embed in a dialog for
 * `data-booking="inline"`, at the address the button's own form carries (BookingForm). If the
 * script cannot load in time, the booking page opens in a new tab: a button never does nothing.
 */
export function SchedulingController({
  url,
  scriptUrl,
  footer,
}: {
  url: string
  scriptUrl: string
  /** Under the embed: the way to the booking page, drawn on the server (Scheduling). */
  footer: React.ReactNode
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [embedSrc, setEmbedSrc] = useState<string | null>(null)

  useEffect(() => {
    const bookingTarget = (e: Event) =>
      (e.target instanceof Element ? e.target.closest<HTMLButtonElement>('button[data-booking]') : null) ??
      null

    const onIntent = (e: Event) => {
      if (bookingTarget(e)) void loadSchedulingScript(scriptUrl, SCHEDULING_SCRIPT_TIMEOUT_MS)
    }
    const onClick = (e: MouseEvent) => {
      const button = bookingTarget(e)
      // A modified click is left to the browser: the form then opens the booking page in a new tab.
      if (!button || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return
      // Stops the button's form submission.
      e.preventDefault()
      // A modal dialog sits in the top layer and would cover the booking popup.
      button.closest('dialog')?.close()
      const page = bookingUrlOf(button, url)
      if (button.dataset.booking === 'inline') {
        setEmbedSrc(inlineEmbedUrl(page, button.textContent?.trim() ?? 'booking'))
        dialogRef.current?.showModal()
        reportBookingEvent('booking_opened')
        return
      }
      // Open a blank tab only if we must fall back, so the pop-up blocker sees the click.
      void loadSchedulingScript(scriptUrl, SCHEDULING_SCRIPT_TIMEOUT_MS).then((widget) => {
        if (widget) widget.initPopupWidget({ url: page })
        else window.open(page, '_blank', 'noopener,noreferrer')
        reportBookingEvent('booking_opened')
      })
    }
    const onMessage = (e: MessageEvent) => {
      if (isBookingScheduled(e, url)) reportBookingEvent('booking_scheduled')
    }

    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
    document.addEventListener('touchstart', onIntent, { passive: true })
    document.addEventListener('click', onClick)
    window.addEventListener('message', onMessage)
    document.documentElement.dataset.bookingReady = ''
    return () => {
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('focusin', onIntent)
      document.removeEventListener('touchstart', onIntent)
      document.removeEventListener('click', onClick)
      window.removeEventListener('message', onMessage)
    }
  }, [url, scriptUrl])

  return (
    <DialogShell
      ref={dialogRef}
      title="Book a 30-minute consultation"
      className="w-[min(1000px,calc(100vw-1.5rem))]"
      onClose={() => setEmbedSrc(null)}
    >
      {embedSrc ? (
        <iframe
          src={embedSrc}
          title="Scheduling calendar"
          className="block w-full border-0"
          style={{ height: SCHEDULING_EMBED_HEIGHT_PX }}
        />
      ) : null}
      {footer}
    </DialogShell>
  )
}
