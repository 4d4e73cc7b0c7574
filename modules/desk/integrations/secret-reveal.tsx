'use client'

import { CopyButton } from '../copy-button'

/**
 * A webhook's signing secret, shown once after it is made: the receiver needs it to check each
 * delivery, and the desk never shows it again (a rotation makes a new one).
 */
export function SecretReveal({ secret, url }: { secret: string; url: string }) {
  return (
    <div role="status" className="bg-surface grid gap-2 rounded-xl p-4 text-sm">
      <p className="font-semibold">
        Signing secret for <span className="break-all">{url}</span>
      </p>
      <p className="text-fg-muted">
        Give it to the receiver, which checks the <code>webhook-signature</code> of each delivery with it.
        This is the only time it is shown.
      </p>
      <code data-testid="webhook-secret" className="bg-bg rounded-lg px-3 py-2 font-mono break-all">
        {secret}
      </code>
      <CopyButton
        text={secret}
        copied="Secret copied."
        otherwise="Could not copy: select it and copy it by hand."
      >
        Copy the secret
      </CopyButton>
    </div>
  )
}
