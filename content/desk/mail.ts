/** The desk's Mail page (modules/desk/mail/mail-panel.tsx) and the banner every desk page shows when mail cannot go out. */
export const mailCopy = {
  title: 'Mail',
  state: (ready: boolean, queued: number) =>
    ready
      ? `Mail is configured. ${queued} ${queued === 1 ? 'e-mail waits' : 'e-mails wait'} in the outbox.`
      : `Mail is not configured (SMTP_URL is not set): ${queued} ${queued === 1 ? 'e-mail is' : 'e-mails are'} kept in the outbox and will be sent once it is.`,
  failingTitle: 'Failing e-mails',
  noneFailing: 'None: every e-mail so far went out at the first or second try.',
  failingLine: (to: string, kind: string, attempts: number, nextTry: string) =>
    `To ${to} · ${kind} · ${attempts} attempts · next try ${nextTry}`,
  noError: 'No error recorded.',
  confirmDiscard: 'Discard this e-mail? It will never be sent.',
  /** The banner (modules/desk/mail/mail-banner.tsx). */
  banner: (ready: boolean, failing: number) =>
    ready
      ? `${failing} ${failing === 1 ? 'e-mail keeps' : 'e-mails keep'} failing to send.`
      : 'Mail is not configured: replies and acknowledgements are queued, not sent.',
}
