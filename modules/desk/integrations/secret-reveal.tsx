'use client'

import { integrationsFormCopy as copy } from '@/content/desk/forms'
import { CopyButton } from '../copy-button'
import { InlineText } from '../inline-text'

/**
 * A webhook's signing secret, shown once after it is made: the receiver needs it to check each
 * delivery, and the desk never shows it again (a rotation makes a new one).
 */
export function SecretReveal({ secret, url }: { secret: string; url: string }) {
  return (
    <div role="status" className="bg-surface grid gap-2 rounded-xl p-4 text-sm">
      <p className="font-semibold">
        {copy.secretFor} <span className="break-all">{url}</span>
      </p>
      <p className="text-fg-muted">
        <InlineText text={copy.secretHelp} />
      </p>
      <code data-testid="webhook-secret" className="bg-bg rounded-lg px-3 py-2 font-mono break-all">
        {secret}
      </code>
      <CopyButton text={secret} copied={copy.secretCopied} otherwise={copy.secretNotCopied}>
        Copy the secret
      </CopyButton>
    </div>
  )
}
