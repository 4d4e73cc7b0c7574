import { FingerprintPattern, LogOut, MonitorSmartphone, ShieldCheck, ShieldOff } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { PanelHeader } from '@/components/ui/panel-header'
import { accountCopy } from '@/content/desk/account'
import { ActionForm } from '../action-form'
import { formatDateTime } from '../format'
import {
  regenerateBackupCodesAction,
  signOutOtherSessionsAction,
  signOutSessionAction,
  turnOffTwoFactorAction,
} from './actions'
import { Passkeys } from './passkeys'
import { PasswordAction } from './password-action'
import { PasswordForm } from './password-form'
import type { AccountOverview } from './queries'
import { TwoFactorSetup } from './two-factor-setup'

/**
 * The administrator's own account: two-step sign-in (set up, new backup codes, off), passkeys,
 * the sessions signed in to it, and the password. Every change here needs sudo mode; the desk asks
 * for the confirmation when it is due and then carries on.
 */
export function AccountPanel({
  email,
  account,
  mustEnrol,
}: {
  email: string
  account: AccountOverview
  mustEnrol: boolean
}) {
  const others = account.sessions.filter((s) => !s.current).length
  return (
    <div className="grid gap-8 p-4 sm:p-6">
      <PanelHeader level={2} title={accountCopy.title} description={accountCopy.signedInAs(email)}>
        {mustEnrol ? (
          <p role="alert" className="bg-warning-soft text-warning rounded-xl px-4 py-3 text-sm font-medium">
            {accountCopy.mustEnrol}
          </p>
        ) : null}
      </PanelHeader>

      <section aria-labelledby="two-step" className="grid gap-4">
        <PanelHeader
          id="two-step"
          icon={account.twoFactor ? ShieldCheck : ShieldOff}
          title={accountCopy.twoStepTitle}
        />
        <p className="text-sm" data-testid="two-factor-state">
          {accountCopy.twoStepState(account.twoFactor, account.backupCodesLeft)}
        </p>
        {/* Always at this place in the page, so the backup codes it shows once outlive the
            refresh that turning two-step sign-in on brings. */}
        <TwoFactorSetup email={email} enabled={account.twoFactor} />
        {account.twoFactor ? (
          <>
            <div className="grid gap-2">
              <h4 className="font-semibold">{accountCopy.newCodesTitle}</h4>
              <p className="text-fg-muted text-sm">{accountCopy.newCodesHelp}</p>
              <PasswordAction
                action={regenerateBackupCodesAction}
                label="Make new backup codes"
                email={email}
              />
            </div>
            <div className="grid gap-2">
              <h4 className="font-semibold">{accountCopy.turnOffTitle}</h4>
              <p className="text-fg-muted text-sm">{accountCopy.turnOffHelp}</p>
              <PasswordAction
                action={turnOffTwoFactorAction}
                label="Turn off two-step sign-in"
                confirm={accountCopy.confirmTurnOff}
                email={email}
                tone="danger"
              />
            </div>
          </>
        ) : null}
      </section>

      <section aria-labelledby="passkeys" className="grid gap-4">
        <PanelHeader
          id="passkeys"
          icon={FingerprintPattern}
          title={accountCopy.passkeysTitle}
          description={accountCopy.passkeysHelp}
        />
        <Passkeys passkeys={account.passkeys} enabled={account.twoFactor} />
      </section>

      <section aria-labelledby="sessions" className="grid gap-4">
        <PanelHeader id="sessions" icon={MonitorSmartphone} title={accountCopy.sessionsTitle} />
        <ul className="grid gap-2" aria-label="Signed-in sessions">
          {account.sessions.map((s) => (
            <li
              key={s.id}
              data-testid="account-session"
              data-current={s.current || undefined}
              className="border-border flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4 text-sm"
            >
              <div className="grid gap-1">
                <p className="font-semibold">
                  {s.label}
                  {s.current ? (
                    <span className="bg-accent-soft text-accent ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap">
                      This browser
                    </span>
                  ) : null}
                </p>
                <p className="text-fg-muted">
                  {accountCopy.session(formatDateTime(s.createdAt), formatDateTime(s.lastSeenAt))}
                </p>
              </div>
              {s.current ? null : (
                <ActionForm action={signOutSessionAction}>
                  <input type="hidden" name="id" value={s.id} />
                  <button
                    type="submit"
                    className="btn btn-secondary px-3 text-sm"
                    aria-label={`Sign out ${s.label}`}
                  >
                    <Icon icon={LogOut} className="size-4" />
                    Sign out
                  </button>
                </ActionForm>
              )}
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <ActionForm action={signOutOtherSessionsAction} confirm={accountCopy.confirmSignOutOthers(others)}>
            <button type="submit" className="btn btn-secondary w-fit">
              Sign out everywhere else
            </button>
          </ActionForm>
        ) : (
          <p className="text-fg-muted text-sm">{accountCopy.noOtherSessions}</p>
        )}
      </section>

      <section aria-labelledby="password" className="grid gap-4">
        <PanelHeader id="password" title={accountCopy.passwordTitle} description={accountCopy.passwordHelp} />
        <PasswordForm />
      </section>
    </div>
  )
}
