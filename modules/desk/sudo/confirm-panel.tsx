'use client'

import { PanelHeader } from '@/components/ui/panel-header'
import { confirmCopy } from '@/content/desk/forms'
import { DESK_PATH } from '@/lib/constants'
import { sitePath } from '@/lib/site-path'
import { ConfirmForm } from './confirm-form'

/**
 * The confirmation as a page of its own, for a guarded link opened straight in the browser (a
 * bookmarked export, a link opened in a new tab): once confirmed, it goes on to that link.
 */
export function ConfirmPanel({
  twoFactor,
  passkeys,
  next,
}: {
  twoFactor: boolean
  passkeys: boolean
  next: string | null
}) {
  return (
    <div className="grid max-w-lg gap-4 p-4 sm:p-6">
      <PanelHeader level={2} title={confirmCopy.title} />
      <ConfirmForm
        twoFactor={twoFactor}
        passkeys={passkeys}
        onConfirmed={() => window.location.assign(sitePath(next) ?? DESK_PATH)}
      />
    </div>
  )
}
