'use client'

import { useId, useState } from 'react'
import { notify } from '@/lib/notify'
import { CHALLENGE_FIELD, inputAttributes, type FormSpec } from '@/lib/forms/definition'
import type { FieldErrors } from '@/lib/forms/field-errors'

export type FormStatus = { ok: boolean; text: string } | null

export const CHECK_FIELDS = 'Please check the highlighted fields.'

type Result =
  | { kind: 'ok'; id?: string }
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | { kind: 'refused'; message: string; fieldErrors: FieldErrors }
  | { kind: 'exception' }

/**
 * Progressive enhancement for a form defined in a module's `form.ts`. Without JavaScript the
 * browser posts it to the form's action and gets a result page. With it: the browser's own checks
 * (required, type, length) run first; then the form's rules, loaded on the first submit so they
 * cost nothing on page load; only then is the form sent, and only while it is in flight does the
 * button say so. A message under a field is checked again as the field changes, so it goes away
 * once the field is right. Fields are cleared only on success. A form screened for spam
 * (`challenge`) starts its proof-of-work challenge on its first focus (./challenge.ts, loaded
 * then) and sends it along; one that could not be solved in time is simply left out.
 */
export function useFormSubmit<F extends FormSpec>(
  form: F,
  opts: {
    /** Checks the rules cannot make (a file's content), run on submit and as `live` fields change. */
    check?: (data: FormData) => Promise<FieldErrors>
    live?: readonly string[]
    /** Once stored: the form (cleared), the record's id and what was sent. */
    onSuccess?: (element: HTMLFormElement, stored: { id?: string; sent: FormData }) => void
    challenge?: boolean
  } = {},
) {
  const id = useId()
  const [pending, setPending] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<FormStatus>(null)
  const { messages } = form
  const challenge = () => import('./challenge')

  async function validate(data: FormData): Promise<FieldErrors> {
    const { checkForm } = await import('@/lib/forms/rules')
    const checked = checkForm(form, data)
    return { ...(checked.ok ? {} : checked.fieldErrors), ...(await opts.check?.(data)) }
  }

  async function send(element: HTMLFormElement, data: FormData): Promise<Result> {
    const errors = await validate(data)
    if (Object.keys(errors).length) return { kind: 'invalid', fieldErrors: errors }
    setPending(true)
    try {
      const solved = opts.challenge
        ? await challenge().then(
            (c) => c.take(form.action),
            () => null,
          )
        : null
      if (solved) data.set(CHALLENGE_FIELD, solved)
      const res = await fetch(element.action, {
        method: 'POST',
        body: data,
        headers: { Accept: 'application/json' },
      })
      const body = (await res.json().catch(() => null)) as {
        ok?: boolean
        message?: string
        id?: string
        fieldErrors?: FieldErrors
      } | null
      if (!body) throw new Error(`Unreadable answer (${res.status})`)
      // A challenge counts once: unless the fields were refused (then it was not looked at), the
      // next submission needs a new one.
      if (opts.challenge && !body.fieldErrors) void challenge().then((c) => c.spend(form.action))
      return res.ok && body.ok
        ? { kind: 'ok', id: body.id }
        : { kind: 'refused', message: body.message ?? '', fieldErrors: body.fieldErrors ?? {} }
    } finally {
      setPending(false)
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const element = event.currentTarget
    let result: Result
    const sent = new FormData(element)
    try {
      result = await send(element, sent)
    } catch (error) {
      console.error('Form submission failed:', error)
      result = { kind: 'exception' }
    }
    if (result.kind === 'ok') {
      element.reset()
      setFieldErrors({})
      setStatus({ ok: true, text: messages.success })
      void notify('success', messages.success)
      opts.onSuccess?.(element, { id: result.id, sent })
      return
    }
    if (result.kind === 'exception') {
      const text = messages.unexpected ?? messages.failure
      setStatus({ ok: false, text })
      void notify('error', text)
      return
    }
    setFieldErrors(result.fieldErrors)
    const first = Object.keys(result.fieldErrors)[0]
    if (first) (element.elements.namedItem(first) as HTMLElement | null)?.focus?.()
    if (result.kind === 'invalid') {
      setStatus({ ok: false, text: CHECK_FIELDS })
    } else {
      setStatus({ ok: false, text: result.message || messages.failure })
      void notify('error', messages.failure, result.message || undefined)
    }
  }

  async function onChange(event: React.FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name
    if (!name || !(name in fieldErrors || opts.live?.includes(name))) return
    const error = (await validate(new FormData(event.currentTarget)))[name]
    setFieldErrors((current) => {
      if (current[name] === error) return current
      const next = { ...current }
      if (error) next[name] = error
      else delete next[name]
      return next
    })
  }

  /** The props of one visible field: label, input attributes and its message, from the definition. */
  function field(name: keyof F['fields'] & string) {
    const spec = form.fields[name]!
    return {
      id: `${id}-${name}`,
      name,
      label: spec.label,
      hint: spec.hint,
      multiline: spec.kind === 'paragraph',
      error: fieldErrors[name],
      ...inputAttributes(spec),
    }
  }

  return {
    id,
    pending,
    // Once every highlighted field is right, the 'check the fields' line goes too.
    status: status?.text === CHECK_FIELDS && Object.keys(fieldErrors).length === 0 ? null : status,
    fieldErrors,
    field,
    formProps: {
      action: form.action,
      method: 'post',
      onSubmit,
      onChange,
      onFocus: opts.challenge
        ? () =>
            void challenge().then(
              (c) => c.begin(form.action),
              () => {},
            )
        : undefined,
    },
  }
}
