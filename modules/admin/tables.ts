import { APPLICATION_STATUSES, COMMENT_STATUSES, CONTACT_STATUSES } from '@/server/db/statuses'

/** The three record types the administrator triages, as the dashboard and the API name them. */
export const ADMIN_TABS = ['applications', 'comments', 'messages'] as const
export type AdminTab = (typeof ADMIN_TABS)[number]
export const isAdminTab = (v: string): v is AdminTab => (ADMIN_TABS as readonly string[]).includes(v)

export const ADMIN_PAGE_SIZE = 10

export const TAB_INFO = {
  applications: {
    label: 'Job Applications',
    statuses: APPLICATION_STATUSES,
    search: 'Search name, email or position',
  },
  comments: { label: 'Blog Comments', statuses: COMMENT_STATUSES, search: 'Search comment or email' },
  messages: {
    label: 'Contact Messages',
    statuses: CONTACT_STATUSES,
    search: 'Search name, email or message',
  },
} as const satisfies Record<AdminTab, { label: string; statuses: readonly string[]; search: string }>

export const isStatusOf = (tab: AdminTab, status: string) =>
  (TAB_INFO[tab].statuses as readonly string[]).includes(status)

/** Spec §8 messages of the dashboard. */
export const ADMIN_MESSAGES = {
  loginFailed: 'Login failed. Please check your credentials.',
  loginError: 'Login failed. Please try again.',
  loginRateLimited: 'Too many sign-in attempts. Please wait a minute and try again.',
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

/** The table's filter from `?q=&status=`: an error message when the status is not the tab's. */
export function filterOf(tab: AdminTab, search: URLSearchParams) {
  const status = search.get('status') || undefined
  if (status && !isStatusOf(tab, status)) return { error: `Unknown status "${status}".` } as const
  return { filter: { q: search.get('q') ?? undefined, status } } as const
}
