import type { Inline } from './inline'

/*
 * The words of the desk's forms and dialogs that run in the browser (their hints, toasts and
 * confirmations), apart from the pages' copy: a client leaf ships what it imports, and this file
 * imports no facts, so the pages' copy and the facts it quotes (the company's, the privacy periods,
 * the e-mails' texts) stay on the server.
 */

/** The words of the Account page's client forms: backup codes, passkeys, the password, the authenticator. */
export const accountFormCopy = {
  backupCodes: {
    title: 'Your backup codes',
    help: 'Keep them somewhere safe, apart from your phone. Each works once. This is the only time they are shown: the site keeps them only in a form nobody can read back.',
    /** The downloaded or copied text's lines above the codes; `site` is the desk's host name. */
    file: (email: string, site: string) => [
      `Backup codes for ${email} at ${site}`,
      'Each code works once, in place of a code from your authenticator app.',
    ],
    copied: 'Backup codes copied.',
    notCopied: 'Could not copy; download them instead.',
  },
  passkeys: {
    off: 'Passkeys can be added once two-step sign-in is on: they work beside the authenticator app.',
    none: 'No passkey yet.',
    added: (at: string | null) => (at ? `Added ${at}` : 'Added earlier'),
    where: (backedUp: boolean) => (backedUp ? ' · synced to other devices' : ' · on one device'),
    confirmRemove: (name: string) => `Remove the passkey “${name}”? It will no longer sign in.`,
    unsupported: 'This browser cannot make passkeys.',
    namePlaceholder: 'Work laptop, Phone, …',
    madeOne: (name: string) => `Passkey “${name}” added.`,
  },
  newPasswordHint: 'At least 12 characters.',
  authenticator: {
    on: 'Two-step sign-in is on. Every other session has been signed out.',
    scan: 'Scan this code with your authenticator app (any app that offers time-based codes).',
    qrAlt: 'QR code of the authenticator secret',
    typeInstead: 'Or type this secret into the app:',
  },
}

/** The help beside the Spam page's fields (its client forms). */
export const spamFormCopy = {
  threshold: (bounds: { min: number; max: number }, byDefault: number, decisive: number) =>
    `From ${bounds.min} to ${bounds.max}; ${byDefault} by default. A filled honeypot or a blocked sender scores ${decisive}.`,
  phrases: (each: number, most: number) =>
    `One a line, in any case; each found costs ${each}, at most ${most} in all.`,
  scripts: 'A message mostly in another script costs 2, and never decides alone.',
  block: 'name@example.com blocks one sender; example.com blocks everyone at it.',
}

/** The words of the Integrations page's client forms: a new endpoint, its events, its secret. */
export const integrationsFormCopy = {
  kinds: {
    webhook: 'Webhook (signed JSON, for a CRM, a spreadsheet or your own code)',
    chat: 'Chat hook (Slack, Discord or Microsoft Teams: one line per new lead)',
  },
  addressHint: {
    chat: 'The incoming-webhook address the chat service gave you. It is kept like a password.',
    webhook: 'Where each event is posted, starting with https://.',
  },
  /** What each event means (keyed by WEBHOOK_EVENTS, lib/vocabulary.ts). */
  events: {
    'enquiry.created': 'a new enquiry',
    'application.created': 'a new job application',
    'comment.created': 'a new blog comment',
    'lead.status_changed': 'the desk changed a lead’s status',
    'booking.scheduled': 'a call was booked',
    'booking.canceled': 'a booked call was canceled',
  },
  confirmRotate: 'Make a new signing secret? The old one keeps signing alongside it for 24 hours.',
  secretFor: 'Signing secret for',
  secretHelp: [
    'Give it to the receiver, which checks the ',
    { code: 'webhook-signature' },
    ' of each delivery with it. This is the only time it is shown.',
  ] satisfies Inline,
  secretCopied: 'Secret copied.',
  secretNotCopied: 'Could not copy: select it and copy it by hand.',
}

/** The help beside the answer to a request (answer-form.tsx, a client form). */
export const answerHint =
  'Say what was done, or why not. It is e-mailed with our privacy contact and the right to complain, and the request is then done.'

/** The help beside a period's field (periods-form.tsx, a client form): its bounds, and the period in force when it differs. */
export const periodHint = (min: number, max: number, inForce: number | null) =>
  `From ${min} to ${max}.${inForce === null ? '' : ` In force until the next start: ${inForce}.`}`

/** The confirmation of identity that opens sudo mode: a page of its own (/admin-dashboard/confirm) or a dialog over any page. */
export const confirmCopy = {
  title: 'Confirm it is you',
  intro: (twoFactor: boolean) =>
    twoFactor
      ? 'Exports, resumes, bulk changes and your account’s security need a fresh confirmation. It lasts 15 minutes, and each such step extends it, for up to two hours.'
      : 'Exports, resumes, bulk changes and your account’s security need a fresh confirmation. Enter your password; it lasts 15 minutes, and each such step extends it, for up to two hours.',
  codeHint: 'The 6-digit code your authenticator app shows now, or one of your backup codes.',
}

/** The sign-in card (modules/desk/login-form.tsx); what its answers say is DESK_MESSAGES (modules/desk/records.ts). */
export const signInCopy = {
  title: 'Sign in',
  intro: 'Administrator access only.',
  secondStepTitle: 'Two-step sign-in',
  secondStepIntro: (authenticator: boolean) =>
    authenticator ? 'Enter the code your authenticator app shows now.' : 'Enter one of your backup codes.',
}

/** The bulk actions above a list (modules/desk/list/bulk-bar.tsx), with how many records they touch ("3 contact messages"). */
export const bulkCopy = {
  selected: (records: string) => `${records} selected`,
  confirmDelete: (records: string) => `Delete ${records}? This cannot be undone.`,
  confirmStatus: (records: string, status: string) => `Set ${records} to ${status}?`,
}

/** A record's forms: the reply composer and the private note. */
export const recordFormCopy = {
  replyTitle: 'Reply',
  noteHint: (max: string) => `Plain text, up to ${max} characters. Shown on the timeline below.`,
  notePlaceholder: 'Only administrators see notes.',
}
