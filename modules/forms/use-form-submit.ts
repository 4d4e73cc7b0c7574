'use client'

import { useState } from 'react'
import type { FieldErrors } from '@/lib/validation'

export type SubmitResult =
  | { kind: 'ok'; message: string }
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | { kind: 'refused'; message: string; fieldErrors: FieldErrors }
  | { kind: 'exception' }

/**
 * Progressive enhancement for a form that posts to one of our endpoints: without JavaScript
 * the browser posts it and gets a result page; with it, the same schema checks the fields
 * first (loaded on submit, so it costs nothing on page load), then the form is sent with
 * fetch. Fields are cleared only on success.
 */
export function useFormSubmit({
  validate,
  onResult,
}: {
  validate?: (data: FormData) => Promise<FieldErrors>
  onResult: (result: SubmitResult, form: HTMLFormElement) => void
}) {
  const [pending, setPending] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const data = new FormData(form)
    setPending(true)
    let result: SubmitResult
    try {
      const errors = validate ? await validate(data) : {}
      if (Object.keys(errors).length) {
        result = { kind: 'invalid', fieldErrors: errors }
      } else {
        const res = await fetch(form.action, {
          method: 'POST',
          body: data,
          headers: { Accept: 'application/json' },
        })
        const body = (await res.json().catch(() => null)) as {
          ok?: boolean
          message?: string
          fieldErrors?: FieldErrors
        } | null
        if (!body) throw new Error(`Unreadable answer (${res.status})`)
        result =
          res.ok && body.ok
            ? { kind: 'ok', message: body.message ?? '' }
            : { kind: 'refused', message: body.message ?? '', fieldErrors: body.fieldErrors ?? {} }
      }
    } catch (error) {
      console.error('Form submission failed:', error)
      result = { kind: 'exception' }
    }
    setPending(false)
    if (result.kind === 'ok') {
      form.reset()
      setFieldErrors({})
    } else if (result.kind !== 'exception') {
      setFieldErrors(result.fieldErrors)
      const first = Object.keys(result.fieldErrors)[0]
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.()
    }
    onResult(result, form)
  }

  return { pending, fieldErrors, onSubmit }
}

/** Runs a form's zod schema in the browser and returns the first message per field. */
export async function checkWith(
  load: () => Promise<{
    safeParse: (v: unknown) => {
      success: boolean
      error?: { issues: { path: PropertyKey[]; message: string }[] }
    }
  }>,
  keys: readonly string[],
  data: FormData,
): Promise<FieldErrors> {
  const schema = await load()
  const values = Object.fromEntries(keys.map((k) => [k, typeof data.get(k) === 'string' ? data.get(k) : '']))
  const parsed = schema.safeParse(values)
  const errors: FieldErrors = {}
  if (!parsed.success)
    for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}
