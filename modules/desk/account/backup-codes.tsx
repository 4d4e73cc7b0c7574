'use client'

import { Download } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { CopyButton } from '../copy-button'
import { accountFormCopy } from '@/content/desk/forms'

const copy = accountFormCopy.backupCodes

/**
 * Backup codes, shown once: each signs in once when the authenticator app is not at hand. Kept
 * only as hashes on the server, so this is the one time they can be read, copied or saved.
 */
export function BackupCodes({ codes, email }: { codes: string[]; email: string }) {
  // The site by its address: what the codes sign in to (the text is never part of the HTML).
  const site = typeof window === 'undefined' ? '' : window.location.host
  const text = [...copy.file(email, site), '', ...codes, ''].join('\n')
  const download = () => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    link.download = 'backup-codes.txt'
    link.click()
    URL.revokeObjectURL(link.href)
  }
  return (
    <section aria-labelledby="backup-codes" className="grid gap-3">
      <h4 id="backup-codes" className="font-semibold">
        {copy.title}
      </h4>
      <p className="text-fg-muted text-sm">{copy.help}</p>
      <ol
        data-testid="backup-codes"
        className="bg-surface grid grid-cols-2 gap-x-6 gap-y-1 rounded-xl p-4 font-mono text-sm sm:w-fit"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-secondary" onClick={download}>
          <Icon icon={Download} className="size-4" />
          Download as a text file
        </button>
        <CopyButton text={text} copied={copy.copied} otherwise={copy.notCopied}>
          Copy
        </CopyButton>
      </div>
    </section>
  )
}
