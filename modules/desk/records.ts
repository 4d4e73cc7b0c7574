import { APPLICATION_STATUSES, COMMENT_STATUSES, CONTACT_STATUSES, type RecordType } from '@/lib/vocabulary'

/*
 * The desk's words for its records. One vocabulary: a record is a stored enquiry ('messages'),
 * application or comment, of a RecordType; a lead is an enquiry or application (LeadType); the
 * desk is the administrator's page at DESK_PATH, and `tab` names only its URL's parameter (and the
 * hidden field that repeats it in a form). "Item" survives only in the messages people read.
 */

export const DESK_PAGE_SIZE = 10

/** What the desk shows for each record type: its tab's label, nouns, statuses and search hint. */
export const RECORD_INFO = {
  applications: {
    label: 'Job Applications',
    noun: ['job application', 'job applications'],
    statuses: APPLICATION_STATUSES,
    open: ['pending', 'reviewed'],
    search: 'Search name, email or position',
  },
  comments: {
    label: 'Blog Comments',
    noun: ['blog comment', 'blog comments'],
    statuses: COMMENT_STATUSES,
    open: [],
    search: 'Search comment or email',
  },
  messages: {
    label: 'Contact Messages',
    noun: ['contact message', 'contact messages'],
    statuses: CONTACT_STATUSES,
    open: ['new', 'read'],
    search: 'Search name, email or message',
  },
} as const satisfies Record<
  RecordType,
  {
    label: string
    noun: readonly [string, string]
    statuses: readonly string[]
    /** Statuses in which a lead without a reply is still waiting for one. */
    open: readonly string[]
    search: string
  }
>

/** "1 contact message", "12 contact messages". */
export const countOf = (type: RecordType, n: number) =>
  `${n.toLocaleString('en-IN')} ${RECORD_INFO[type].noun[n === 1 ? 0 : 1]}`

/** What "Spam, and block" did about the senders. */
export const blockedText = (n: number) =>
  n === 0 ? 'Their senders were blocked already.' : `${n} sender${n === 1 ? '' : 's'} blocked.`

export const isStatusOf = (type: RecordType, status: string) =>
  (RECORD_INFO[type].statuses as readonly string[]).includes(status)

/** What the desk says to the administrator, word for word (the tests read them from here). */
export const DESK_MESSAGES = {
  loginFailed: 'Login failed. Please check your credentials.',
  loginError: 'Login failed. Please try again.',
  loginWrongAddress:
    'Sign-in works only at the site’s own address, and this page was opened at another one. Open the desk at the site’s usual address and sign in there.',
  loginRateLimited: (seconds: number) =>
    seconds > 90
      ? `Too many sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`
      : 'Too many sign-in attempts. Please wait a minute and try again.',
  loginOk: 'Login successful!',
  secondStepWrong: 'That code did not work. Check your authenticator app and try the current code.',
  backupCodeWrong: 'That backup code did not work. Each code works once.',
  secondStepExpired: 'That took too long. Please sign in again.',
  logout: 'Logged out successfully. You have been signed out.',
  fetchFailed: 'Failed to fetch data.',
  deleteFailed: 'Failed to delete item',
  deleted: 'Item deleted successfully.',
  statusFailed: 'Failed to update status',
  statusUpdated: 'Status updated successfully.',
  notSpam: 'Marked not spam: its sender is trusted from now on.',
  noResume: 'No resume uploaded',
  resumeAccess: 'Failed to access resume',
  resumeMissing: 'Resume not found',
  resumeView: 'Failed to view resume',
  confirmDelete: 'Are you sure you want to delete this item?',
} as const

export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number; pageCount: number }
export type Counts = Record<RecordType, number>
