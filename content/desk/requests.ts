import { ARCHIVE_LINK_DAYS, REQUEST_WARNING_DAYS, RESPONSE_DAYS } from '@/lib/privacy'

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`

/** The desk's Data requests page (modules/desk/requests/requests-panel.tsx). */
export const requestsCopy = {
  title: 'Data requests',
  intro: `Requests confirmed from the e-mailed link. The site promises an answer within ${RESPONSE_DAYS} days; a request is flagged ${REQUEST_WARNING_DAYS} days before it is due.`,
  openTitle: (open: number) => `To answer (${open})`,
  noneOpen: 'None: every confirmed request has been answered.',
  doneTitle: 'Recently answered',
  noneDone: 'None yet.',
  /** An answered request: "Copy of their data · answered 3 May 2026, 10:00 am by admin@…". */
  answered: (kind: string, at: string, by: string | null) =>
    `${kind} · answered ${at} by ${by ?? 'the desk'}`,
  /** One open request's card. */
  request: {
    overdue: (late: number) => `Overdue by ${days(late)}`,
    dueIn: (left: number) => `Due in ${days(left)}`,
    noDetails: 'Nothing added.',
    consents: (applications: number) =>
      ` · agreed to be kept for future roles on ${applications === 1 ? 'one application' : `${applications} applications`}`,
    held: (why: string) => ` (held: ${why})`,
    copyHelp: `A ZIP of all of it, behind a link that works ${ARCHIVE_LINK_DAYS} days.`,
    confirmErase: (email: string) => `Erase everything held for ${email}? This cannot be undone.`,
    eraseHelp: 'Held records stay, and the answer says why.',
  },
}
