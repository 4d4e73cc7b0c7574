/**
 * The numbers and paths the site's behaviour rests on, each named once and never repeated as a
 * literal. The ground floor: this file imports nothing, so every other file may import it.
 */
export const NAV_HIDE_AFTER_PX = 100
export const NAV_BLUR_AFTER_PX = 50
export const SCROLL_TOP_AFTER_PX = 300
export const MOBILE_MENU_WIDTH_PX = 280
export const MOBILE_BREAKPOINT_PX = 768
export const CAROUSEL_INTERVAL_MS = 5000
export const CAROUSEL_CARDS_WIDE = 3
export const JOB_PREVIEW_CHARS = 120
export const FEATURES_SHOWN = 6
export const SERVICES_FAQ_COUNT = 5
export const CARD_TAGS_SHOWN = 3
/** Cards on each page of /blog (the spec's eight); /blog/page/2 and on list the older ones. */
export const BLOG_PAGE_SIZE = 8
/** The address of the blog's index page `page`. */
export const blogPagePath = (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`)
export const TOAST = {
  duration: 4000,
  visibleToasts: 3,
  width: 356,
  gap: 14,
  swipeThreshold: 45,
  removeDelay: 200,
  hotkey: ['altKey', 'KeyT'],
  position: 'bottom-right',
} as const
export const SCHEDULING_EMBED_HEIGHT_PX = 630
/** How long a booking button waits for the provider's script before opening the page in a new tab. */
export const SCHEDULING_SCRIPT_TIMEOUT_MS = 3500
export const SHARE_HASHTAGS = ['WebDevelopment', 'VantageEdge'] as const
export const SHARE_MENU_MIN_WIDTH_PX = 200
/** Drawn size of a technology logo in the /services 'Our Stack' tab. */
export const TECH_LOGO_PX = 40
/** Where people ask about their personal data without an account (linked from the policy and footer). */
export const PRIVACY_REQUEST_PATH = '/privacy/request'
/** Where the lead desk lives (its pages, its links, and what its actions revalidate). */
export const DESK_PATH = '/admin-dashboard'
/** A page of the desk beside its lists: `/admin-dashboard/spam`. */
export const deskPagePath = (page: string) => `${DESK_PATH}/${page}`
/** A record's own page in the desk: `/admin-dashboard/messages/<id>`. */
export const deskRecordPath = (type: string, id: string) => `${DESK_PATH}/${type}/${encodeURIComponent(id)}`
/** Longest subject and text of a reply or template in the desk (kept out of the zod schemas so
 * the browser gets the numbers without zod). */
export const REPLY_SUBJECT_MAX = 200
export const REPLY_BODY_MAX = 20_000
/** Longest private note on a desk record. */
export const NOTE_MAX_CHARS = 2000
/** Longest answer to a data request, and longest reason for holding a record back from erasure. */
export const ANSWER_MAX_CHARS = 5000
export const HOLD_MAX_CHARS = 300
/**
 * The company's working hours (New Delhi, UTC+05:30, no daylight saving), used to highlight a
 * lead that has waited more than one working hour for a reply.
 */
export const BUSINESS_HOURS = {
  utcOffsetMinutes: 330,
  startHour: 9,
  endHour: 18,
  days: [1, 2, 3, 4, 5],
} as const
export const WAITING_HIGHLIGHT_BUSINESS_MINUTES = 60
/**
 * The year the database keeps every audit event (migration 0007): the shortest period the desk
 * may set for the trail (RETENTION.auditTrail in lib/privacy.ts; the purge in server/audit.ts).
 */
export const AUDIT_RETENTION_DAYS = 365
/** Sudo mode (server/auth/sudo.ts): a confirmation counts this long, each guarded action extends it… */
export const SUDO_MINUTES = 15
/** …but never beyond this long after the confirmation itself. */
export const SUDO_MAX_MINUTES = 120
/** Longest time a browser may skip the second step after passing it (its "trust" cookie). */
export const TRUSTED_BROWSER_DAYS = 30
/** The window of the desk's time-to-first-reply figures. */
export const REPLY_STATS_DAYS = 30
/**
 * Our own page-view analytics (modules/analytics). Raw views are kept this many days, then only
 * their daily totals; the Analytics view offers these ranges, in days.
 */
export const ANALYTICS_RAW_DAYS = 90
/**
 * The window of each article's figures on the desk's Content page (views, likes, comments, leads):
 * the views are counted from the raw page views, so it must not exceed ANALYTICS_RAW_DAYS.
 */
export const CONTENT_STATS_DAYS = 30
/**
 * The editor's SEO panel: the lengths, in characters, that search results show whole and that say
 * enough: the page's whole <title> (the site's name included), and its description (the summary).
 */
export const SEO_TITLE_CHARS = { min: 30, max: 60 } as const
export const SEO_DESCRIPTION_CHARS = { min: 70, max: 160 } as const
/** The panel's share picture is drawn again this long after the last keystroke. */
export const SEO_PICTURE_AFTER_MS = 800
/** Where the page-view script is served from (a file in public/). */
export const INSIGHTS_SCRIPT_PATH = '/insights/script.js'
export const ANALYTICS_RANGES = [30, 90] as const
/** Largest beacon body read; a real one is about 150 bytes. */
export const ANALYTICS_BEACON_MAX_BYTES = 2048
/** Device class by screen width: below 768 px a phone, below 1024 px a tablet, else a desktop. */
export const ANALYTICS_TABLET_MIN_PX = MOBILE_BREAKPOINT_PX
export const ANALYTICS_DESKTOP_MIN_PX = 1024
/** Rows in each "top" table of the Analytics view. */
export const ANALYTICS_TOP_ROWS = 10
/** The cookie the like button sets (only when pressed): a random id for "this browser". */
export const LIKE_COOKIE = 've_visitor'
/** Which entry an administrator previews (with Next's draft mode): app/api/admin/preview. */
export const PREVIEW_COOKIE = 've_preview'
