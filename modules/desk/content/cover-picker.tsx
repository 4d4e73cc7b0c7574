'use client'

import { useEffect, useState } from 'react'
import { COVER_PICKER_COPY } from '@/content/desk/media'
import { cn } from '@/lib/cn'
import { mediaRefValue, mediaSrc, parseMediaRef, variantWidths } from '@/lib/media'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'

type LibraryImage = { hash: string; name: string; width: number; height: number }

/**
 * The article's "Cover image": the generated art (the default) or an image of the media library,
 * read from the library when the editor opens. Sent as `cover_image` (`<hash>:<width>x<height>`).
 */
export function CoverPicker({
  id,
  defaultValue,
  error,
}: {
  id: string
  defaultValue: string
  error?: string
}) {
  const [library, setLibrary] = useState<LibraryImage[] | null>(null)
  const [value, setValue] = useState(defaultValue)
  useEffect(() => {
    let live = true
    fetch('/api/admin/media', { headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ media: LibraryImage[] }>) : { media: [] }))
      .then((body) => live && setLibrary(body.media))
      .catch(() => live && setLibrary([]))
    return () => void (live = false)
  }, [])
  const chosen = parseMediaRef(value)
  const listed = library?.some((m) => mediaRefValue(m) === value)
  return (
    <Field id={id} label="Cover image" hint={COVER_PICKER_COPY.hint} error={error}>
      <select
        {...fieldProps(id, error, true)}
        name="cover_image"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={cn(fieldClass, 'min-h-11')}
      >
        <option value="">{COVER_PICKER_COPY.generated}</option>
        {chosen && !listed ? (
          <option value={value}>{library ? value.slice(0, 12) : COVER_PICKER_COPY.loading}</option>
        ) : null}
        {library?.map((m) => (
          <option key={m.hash} value={mediaRefValue(m)}>
            {m.name} ({m.width} × {m.height})
          </option>
        ))}
      </select>
      {chosen ? (
        // eslint-disable-next-line @next/next/no-img-element -- a preview of a stored variant
        <img
          src={mediaSrc(chosen, variantWidths(chosen.width)[0]!, 'webp')}
          alt={COVER_PICKER_COPY.preview}
          width={chosen.width}
          height={chosen.height}
          className="border-border mt-2 h-auto w-48 rounded-lg border"
        />
      ) : null}
    </Field>
  )
}
