import { REPLY_STATS_DAYS } from '@/lib/constants'

/**
 * The desk's frame around its pages (modules/desk/desk.tsx, shell/) and what shows before or instead
 * of it. `title` is the desk's name everywhere: the bar, the sign-in page and the browser's tab.
 */
export const frameCopy = {
  title: 'Admin dashboard',
  /** In the bar, before the address. */
  signedInAs: 'Signed in as',
  signInIntro: 'Sign in to review job applications, blog comments and contact messages.',
  unavailable: 'Your session is kept and nothing was changed.',
  /** Under DESK_MESSAGES.fetchFailed when a page's read failed (app/admin-dashboard/error.tsx). */
  loadFailed: 'The records could not be loaded. Nothing was changed.',
  loading: 'Loading…',
  replyStatsTitle: `Time to first reply, last ${REPLY_STATS_DAYS} days`,
  overviewTitle: 'Overview',
  shortcutsTitle: 'Keyboard shortcuts',
  recordMissing: 'This item no longer exists.',
}
