import { FingerprintPattern, LogOut, MonitorSmartphone, ShieldCheck, ShieldOff } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { TRUSTED_BROWSER_DAYS } from '@/lib/constants'
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
      <header className="grid gap-2">
        <h2 className="text-2xl font-bold">Account</h2>
        <p className="text-fg-muted text-sm">{`Signed in as ${email}.`}</p>
        {mustEnrol ? (
          <p role="alert" className="bg-warning-soft text-warning rounded-xl px-4 py-3 text-sm font-medium">
            This site requires two-step sign-in. Set up an authenticator app below; the desk opens once it is
            on.
          </p>
        ) : null}
      </header>

      <section aria-labelledby="two-step" className="grid gap-4">
        <h3 id="two-step" className="flex items-center gap-2 text-lg font-semibold">
          <Icon icon={account.twoFactor ? ShieldCheck : ShieldOff} className="text-accent size-5" />
          Two-step sign-in
        </h3>
        <p className="text-sm" data-testid="two-factor-state">
          {account.twoFactor
            ? `On. Signing in asks for a code from your authenticator app after the password, or one of your backup codes (${account.backupCodesLeft} left). A browser you mark as trusted skips that step for up to ${TRUSTED_BROWSER_DAYS} days.`
            : 'Off: your password alone signs in. With two-step sign-in, a stolen password is not enough.'}
        </p>
        {/* Always at this place in the page, so the backup codes it shows once outlive the
            refresh that turning two-step sign-in on brings. */}
        <TwoFactorSetup email={email} enabled={account.twoFactor} />
        {account.twoFactor ? (
          <>
            <div className="grid gap-2">
              <h4 className="font-semibold">New backup codes</h4>
              <p className="text-fg-muted text-sm">Replaces every code you have now.</p>
              <PasswordAction
                action={regenerateBackupCodesAction}
                label="Make new backup codes"
                email={email}
              />
            </div>
            <div className="grid gap-2">
              <h4 className="font-semibold">Turn off</h4>
              <p className="text-fg-muted text-sm">
                Removes the authenticator, the backup codes, the passkeys and every trusted browser: the
                password alone will sign in again.
              </p>
              <PasswordAction
                action={turnOffTwoFactorAction}
                label="Turn off two-step sign-in"
                confirm="Turn off two-step sign-in? Anyone with your password could then sign in."
                email={email}
                tone="danger"
              />
            </div>
          </>
        ) : null}
      </section>

      <section aria-labelledby="passkeys" className="grid gap-4">
        <h3 id="passkeys" className="flex items-center gap-2 text-lg font-semibold">
          <Icon icon={FingerprintPattern} className="text-accent size-5" />
          Passkeys
        </h3>
        <p className="text-fg-muted text-sm">
          A passkey signs in by itself, with the device’s PIN, fingerprint or face instead of the password and
          code, and can confirm it is you before an export or a change here.
        </p>
        <Passkeys passkeys={account.passkeys} enabled={account.twoFactor} />
      </section>

      <section aria-labelledby="sessions" className="grid gap-4">
        <h3 id="sessions" className="flex items-center gap-2 text-lg font-semibold">
          <Icon icon={MonitorSmartphone} className="text-accent size-5" />
          Sessions
        </h3>
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
                  {`Signed in ${formatDateTime(s.createdAt)} · last active ${formatDateTime(s.lastSeenAt)}`}
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
          <ActionForm
            action={signOutOtherSessionsAction}
            confirm={`Sign out the ${others} other session(s)?`}
          >
            <button type="submit" className="btn btn-secondary w-fit">
              Sign out everywhere else
            </button>
          </ActionForm>
        ) : (
          <p className="text-fg-muted text-sm">No other browser is signed in to this account.</p>
        )}
      </section>

      <section aria-labelledby="password" className="grid gap-4">
        <h3 id="password" className="text-lg font-semibold">
          Password
        </h3>
        <p className="text-fg-muted text-sm">Changing it signs out every other session.</p>
        <PasswordForm />
      </section>
    </div>
  )
}
