/** Spec §9 constants, named once. */
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
