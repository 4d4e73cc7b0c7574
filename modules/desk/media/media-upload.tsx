'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import { MEDIA_COPY, MEDIA_LIBRARY_COPY as copy } from '@/content/desk/media'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/notify'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif'
/** The upload route (app/api/admin/media): it checks, stores and answers in words. */
const UPLOAD_PATH = '/api/admin/media'

/**
 * The library's upload: choose a file and press Upload, or drop an image on the box. The file is
 * sent to the upload route, its answer said aloud and toasted, and the list drawn again.
 */
export function MediaUpload() {
  const uid = useId()
  const router = useRouter()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [over, setOver] = useState(false)
  const [status, setStatus] = useState('')

  const send = async (file: File | undefined) => {
    if (busy) return
    if (!file) return void setStatus(MEDIA_COPY.refusals['no-file'])
    setBusy(true)
    setStatus(copy.uploading)
    const body = new FormData()
    body.append('file', file)
    try {
      const res = await fetch(UPLOAD_PATH, { method: 'POST', body, headers: { Accept: 'application/json' } })
      const { message } = (await res.json()) as { message: string }
      setStatus(message)
      void notify(res.ok ? 'success' : 'error', message)
      if (res.ok) {
        if (input.current) input.current.value = ''
        router.refresh()
      }
    } catch {
      setStatus(MEDIA_COPY.refusals.incomplete)
      void notify('error', MEDIA_COPY.refusals.incomplete)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      aria-labelledby={`${uid}-title`}
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        void send(input.current?.files?.[0])
      }}
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault()
        setOver(false)
        void send(event.dataTransfer.files[0])
      }}
      className={cn(
        'border-border-strong grid grid-cols-1 gap-3 rounded-xl border border-dashed p-4 transition-colors sm:p-6',
        over && 'border-accent bg-accent-soft',
      )}
    >
      <h3 id={`${uid}-title`} className="font-semibold">
        {copy.uploadTitle}
      </h3>
      <div className="grid grid-cols-1 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <label className="grid min-w-0 gap-1 text-sm font-medium">
          {copy.uploadLabel}
          <input
            ref={input}
            type="file"
            name="file"
            accept={ACCEPT}
            className="text-fg-muted file:border-border-strong file:bg-surface file:text-fg hover:file:bg-bg max-w-full text-sm file:mr-3 file:cursor-pointer file:rounded-lg file:border file:px-3 file:py-2 file:font-medium"
          />
        </label>
        <button type="submit" className="btn btn-primary w-fit" disabled={busy}>
          {copy.uploadButton}
        </button>
      </div>
      <p className="text-fg-muted text-sm">{copy.dropHint}</p>
      <p role="status" className="text-sm font-medium">
        {status}
      </p>
    </form>
  )
}
