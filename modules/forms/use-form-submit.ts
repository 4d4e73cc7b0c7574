'use client'

import { useState } from 'react'
import { notify } from '@/lib/notify'
import type { FieldErrors } from '@/lib/form-fields'

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
export type FormStatus = { ok: boolean; text: string } | null

export const CHECK_FIELDS = 'Please check the highlighted fields.'

export function useFormSubmit({
  validate,
  messages,
  onSuccess,
}: {
  validate?: (data: FormData) => Promise<FieldErrors>
  /** Toast texts: success, refused by the server (its reason as description), and exceptions. */
  messages: { success: string; failure: string; unexpected?: string }
  onSuccess?: (form: HTMLFormElement) => void
}) {
  const [pending, setPending] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<FormStatus>(null)

  function report(result: SubmitResult, form: HTMLFormElement) {
    if (result.kind === 'ok') {
      setStatus({ ok: true, text: messages.success })
      void notify('success', messages.success)
      onSuccess?.(form)
    } else if (result.kind === 'invalid') {
      setStatus({ ok: false, text: CHECK_FIELDS })
    } else if (result.kind === 'refused') {
      setStatus({ ok: false, text: result.message || messages.failure })
      void notify('error', messages.failure, result.message || undefined)
    } else {
      const text = messages.unexpected ?? messages.failure
      setStatus({ ok: false, text })
      void notify('error', text)
    }
  }

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
    report(result, form)
  }

  return { pending, fieldErrors, status, onSubmit }
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
