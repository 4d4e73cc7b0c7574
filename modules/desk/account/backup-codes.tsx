'use client'

import { Download } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { CopyButton } from '../copy-button'
import { company } from '@/content/company'

/**
 * Backup codes, shown once: each signs in once when the authenticator app is not at hand. Kept
 * only as hashes on the server, so this is the one time they can be read, copied or saved.
 */
export function BackupCodes({ codes, email }: { codes: string[]; email: string }) {
  const text = [
    `Backup codes for ${email} at ${company.name}`,
    'Each code works once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n')
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
        Your backup codes
      </h4>
      <p className="text-fg-muted text-sm">
        Keep them somewhere safe, apart from your phone. Each works once. This is the only time they are
        shown: the site keeps them only in a form nobody can read back.
      </p>
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
        <CopyButton
          text={text}
          copied="Backup codes copied."
          otherwise="Could not copy; download them instead."
        >
          Copy
        </CopyButton>
      </div>
    </section>
  )
}
