import { TRUSTED_BROWSER_DAYS } from '@/lib/constants'

/** The desk's Account page (modules/desk/account/account-panel.tsx). */
export const accountCopy = {
  title: 'Account',
  signedInAs: (email: string) => `Signed in as ${email}.`,
  mustEnrol:
    'This site requires two-step sign-in. Set up an authenticator app below; the desk opens once it is on.',
  twoStepTitle: 'Two-step sign-in',
  twoStepState: (on: boolean, backupCodesLeft: number) =>
    on
      ? `On. Signing in asks for a code from your authenticator app after the password, or one of your backup codes (${backupCodesLeft} left). A browser you mark as trusted skips that step for up to ${TRUSTED_BROWSER_DAYS} days.`
      : 'Off: your password alone signs in. With two-step sign-in, a stolen password is not enough.',
  newCodesTitle: 'New backup codes',
  newCodesHelp: 'Replaces every code you have now.',
  turnOffTitle: 'Turn off',
  turnOffHelp:
    'Removes the authenticator, the backup codes, the passkeys and every trusted browser: the password alone will sign in again.',
  confirmTurnOff: 'Turn off two-step sign-in? Anyone with your password could then sign in.',
  passkeysTitle: 'Passkeys',
  passkeysHelp:
    'A passkey signs in by itself, with the device’s PIN, fingerprint or face instead of the password and code, and can confirm it is you before an export or a change here.',
  sessionsTitle: 'Sessions',
  session: (signedIn: string, lastActive: string) => `Signed in ${signedIn} · last active ${lastActive}`,
  confirmSignOutOthers: (others: number) => `Sign out the ${others} other session(s)?`,
  noOtherSessions: 'No other browser is signed in to this account.',
  passwordTitle: 'Password',
  passwordHelp: 'Changing it signs out every other session.',
}
