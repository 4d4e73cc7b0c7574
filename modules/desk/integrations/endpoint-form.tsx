'use client'

import { useId, useRef, useState } from 'react'
import { integrationsFormCopy } from '@/content/desk/forms'
import { fieldProps } from '@/modules/forms/field'
import { WEBHOOK_EVENTS } from '@/lib/vocabulary'
import { Field, fieldClass } from '../field'
import { useDeskAction } from '../use-desk-action'
import { addEndpointAction } from './actions'
import { EventBoxes } from './event-boxes'
import { SecretReveal } from './secret-reveal'
import { URL_MAX_CHARS } from './schema'

/**
 * Adds a webhook (with the events it receives; its secret is shown once, below) or a chat hook
 * (told of each new lead). What was typed stays when it is refused.
 */
export function EndpointForm() {
  const uid = useId()
  const form = useRef<HTMLFormElement>(null)
  const [kind, setKind] = useState<'webhook' | 'chat'>('webhook')
  const [made, setMade] = useState<{ secret: string; url: string } | null>(null)
  const { state, formAction, pending } = useDeskAction(addEndpointAction, {
    onSuccess: (answer) => {
      const { secret, url } = (answer.status === 'ok' && answer.data) || {}
      setMade(typeof secret === 'string' && typeof url === 'string' ? { secret, url } : null)
      form.current?.reset()
      setKind('webhook')
    },
  })
  const errors = state.status === 'error' ? (state.fieldErrors ?? {}) : {}
  const kept = state.status === 'error' ? state.values : undefined
  return (
    <div className="grid gap-4">
      <form
        ref={form}
        action={formAction}
        aria-label="Add an endpoint"
        aria-busy={pending || undefined}
        className="grid gap-4"
      >
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Kind</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {(['webhook', 'chat'] as const).map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  className="accent-accent size-4.5"
                />
                {integrationsFormCopy.kinds[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          id={`${uid}-url`}
          label="Address"
          hint={integrationsFormCopy.addressHint[kind]}
          error={errors.url}
        >
          <input
            {...fieldProps(`${uid}-url`, errors.url, true)}
            key={kept?.url}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={URL_MAX_CHARS}
            defaultValue={kept?.url}
            className={fieldClass}
          />
        </Field>
        {kind === 'webhook' ? <EventBoxes checked={WEBHOOK_EVENTS} error={errors.events} /> : null}
        <button type="submit" className="btn btn-secondary w-fit" disabled={pending}>
          {pending ? 'Adding...' : kind === 'chat' ? 'Add the chat hook' : 'Add the webhook'}
        </button>
      </form>
      {made ? <SecretReveal {...made} /> : null}
    </div>
  )
}
