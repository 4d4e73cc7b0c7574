import {
  APPLICATION_STATUSES,
  COMMENT_STATUSES,
  CONTACT_STATUSES,
  RECORD_TYPES,
  type RecordType,
} from '@/lib/vocabulary'

/** The three record types the administrator triages, as the desk's tabs and URLs name them. */
export const ADMIN_TABS = RECORD_TYPES
export type AdminTab = RecordType
export const isAdminTab = (v: string): v is AdminTab => (ADMIN_TABS as readonly string[]).includes(v)

export const ADMIN_PAGE_SIZE = 10

export const TAB_INFO = {
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
  AdminTab,
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
export const countOf = (tab: AdminTab, n: number) =>
  `${n.toLocaleString('en-IN')} ${TAB_INFO[tab].noun[n === 1 ? 0 : 1]}`

export const isStatusOf = (tab: AdminTab, status: string) =>
  (TAB_INFO[tab].statuses as readonly string[]).includes(status)

/** Spec §8 messages of the dashboard. */
export const ADMIN_MESSAGES = {
  loginFailed: 'Login failed. Please check your credentials.',
  loginError: 'Login failed. Please try again.',
  loginRateLimited: (seconds: number) =>
    seconds > 90
      ? `Too many sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`
      : 'Too many sign-in attempts. Please wait a minute and try again.',
  loginOk: 'Login successful!',
  logout: 'Logged out successfully. You have been signed out.',
  fetchFailed: 'Failed to fetch data.',
  deleteFailed: 'Failed to delete item',
  deleted: 'Item deleted successfully.',
  statusFailed: 'Failed to update status',
  statusUpdated: 'Status updated successfully.',
  noResume: 'No resume uploaded',
  resumeAccess: 'Failed to access resume',
  resumeMissing: 'Resume not found',
  resumeView: 'Failed to view resume',
  confirmDelete: 'Are you sure you want to delete this item?',
} as const

export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number; pageCount: number }
export type Counts = Record<AdminTab, number>

/** Tabs whose records are unread until opened (comments are moderated, not answered). */
export const LEAD_TABS = ['applications', 'messages'] as const satisfies readonly AdminTab[]
export type LeadTab = (typeof LEAD_TABS)[number]
export const isLeadTab = (tab: AdminTab): tab is LeadTab => tab !== 'comments'
