'use client'

import { FingerprintPattern, LoaderCircle, Trash2 } from 'lucide'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { accountFormCopy } from '@/content/desk/forms'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/notify'
import { fieldProps } from '@/modules/forms/field'
import { ActionForm } from '../action-form'
import { Field, fieldClass } from '../field'
import { formatDateTime } from '../format'
import { createPasskey, usePasskeysSupported } from '../passkey-client'
import { askToConfirm, sudoActive } from '../sudo/store'
import { removePasskeyAction, renamePasskeyAction } from './actions'
import type { AccountPasskey } from './queries'
import { PASSKEY_NAME_MAX, passkeyNameError } from './passkey-name'

const copy = accountFormCopy.passkeys

/**
 * The account's passkeys: each signs in by itself (no password) or completes the second step,
 * and can confirm sudo mode. Listed with a name to tell them apart; added (after the
 * confirmation sudo mode asks for) by the browser's own passkey prompt, renamed, removed.
 */
export function Passkeys({ passkeys, enabled }: { passkeys: AccountPasskey[]; enabled: boolean }) {
  if (!enabled)
    return (
      <p className="text-fg-muted text-sm" data-testid="passkeys-off">
        {copy.off}
      </p>
    )
  return (
    <div className="grid gap-4">
      {passkeys.length ? (
        <ul className="grid gap-2" aria-label="Passkeys">
          {passkeys.map((p) => (
            <PasskeyRow key={p.id} passkey={p} />
          ))}
        </ul>
      ) : (
        <p className="text-fg-muted text-sm">{copy.none}</p>
      )}
      <AddPasskey />
    </div>
  )
}

function PasskeyRow({ passkey }: { passkey: AccountPasskey }) {
  const id = useId()
  return (
    <li
      data-testid="account-passkey"
      className="border-border flex flex-wrap items-end justify-between gap-3 rounded-xl border p-4 text-sm"
    >
      <ActionForm action={renamePasskeyAction} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={passkey.id} />
        <Field id={`${id}-name`} label="Name">
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={PASSKEY_NAME_MAX}
            defaultValue={passkey.name}
            className={cn(fieldClass, 'min-h-11 w-56 max-w-full')}
          />
        </Field>
        <button
          type="submit"
          className="btn btn-secondary px-3 text-sm"
          aria-label={`Rename ${passkey.name}`}
        >
          Rename
        </button>
      </ActionForm>
      <p className="text-fg-muted grow basis-40">
        {copy.added(passkey.createdAt && formatDateTime(passkey.createdAt))}
        {copy.where(passkey.backedUp)}
      </p>
      <ActionForm action={removePasskeyAction} confirm={copy.confirmRemove(passkey.name)}>
        <input type="hidden" name="id" value={passkey.id} />
        <button
          type="submit"
          className="btn btn-secondary text-violet px-3 text-sm"
          aria-label={`Remove ${passkey.name}`}
        >
          <Icon icon={Trash2} className="size-4" />
          Remove
        </button>
      </ActionForm>
    </li>
  )
}

/** A name, then the browser's prompt to make the passkey; sudo mode is asked for first. */
function AddPasskey() {
  const id = useId()
  const router = useRouter()
  const supported = usePasskeysSupported()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  if (supported === false) return <p className="text-fg-muted text-sm">{copy.unsupported}</p>

  const add = async (form: HTMLFormElement) => {
    const name = String(new FormData(form).get('name') ?? '').trim()
    const invalid = passkeyNameError(name)
    if (invalid) {
      setError(invalid)
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      if (!(await sudoActive()) && !(await askToConfirm())) return
      const answer = await createPasskey(name)
      if (!answer.ok) {
        setError(answer.message)
        void notify('error', answer.message)
        return
      }
      form.reset()
      void notify('success', copy.madeOne(name))
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-busy={busy || undefined}
      onSubmit={(e) => {
        e.preventDefault()
        if (!busy) void add(e.currentTarget)
      }}
    >
      <Field id={`${id}-name`} label="New passkey’s name" error={error}>
        <input
          {...fieldProps(`${id}-name`, error)}
          name="name"
          required
          placeholder={copy.namePlaceholder}
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          className={cn(fieldClass, 'min-h-11 w-64 max-w-full')}
        />
      </Field>
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        <Icon
          icon={busy ? LoaderCircle : FingerprintPattern}
          className={busy ? 'size-4 animate-spin' : 'size-4'}
        />
        Add a passkey
      </button>
    </form>
  )
}
