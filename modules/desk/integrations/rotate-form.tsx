'use client'

import { useState } from 'react'
import { integrationsFormCopy } from '@/content/desk/forms'
import { useDeskAction } from '../use-desk-action'
import { rotateSecretAction } from './actions'
import { SecretReveal } from './secret-reveal'

/** "Rotate secret" for one webhook: the new secret shows below it, once. */
export function RotateForm({ id, url }: { id: string; url: string }) {
  const [secret, setSecret] = useState<string | null>(null)
  const { formAction, pending } = useDeskAction(rotateSecretAction, {
    onSuccess: (state) => {
      if (state.status === 'ok' && typeof state.data?.secret === 'string') setSecret(state.data.secret)
    },
  })
  return (
    <div className="contents">
      <form
        action={formAction}
        aria-busy={pending || undefined}
        onSubmit={(e) => {
          if (pending || !window.confirm(integrationsFormCopy.confirmRotate)) e.preventDefault()
        }}
      >
        <input type="hidden" name="id" value={id} />
        <button type="submit" className="btn btn-ghost text-sm" disabled={pending}>
          {pending ? 'Rotating...' : 'Rotate secret'}
          <span className="sr-only">{` of ${url}`}</span>
        </button>
      </form>
      {secret ? (
        <div className="basis-full">
          <SecretReveal secret={secret} url={url} />
        </div>
      ) : null}
    </div>
  )
}
