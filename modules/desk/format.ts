/** Small pure helpers for the admin dashboard; safe on server and client. */

/** Characters of a long text (cover letter, message) shown before "read more". */
export const PREVIEW_CHARS = 120

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

/** "12 Mar 2025, 4:05 pm" in the viewer's time zone; the raw value when it is not a date. */
export function formatDateTime(iso: string) {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date)
}

/** The first `max` characters (whitespace collapsed), with an ellipsis when anything was cut. */
export function truncate(text: string, max = PREVIEW_CHARS) {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return { preview: flat, truncated: false }
  return { preview: `${flat.slice(0, max).trimEnd()}…`, truncated: true }
}

/**
 * A visitor-supplied address as a link target: only http(s), so a `javascript:` or `data:` value
 * is shown as text and never becomes a link. A bare host gets https://.
 */
export function safeHref(value: string | null | undefined) {
  const raw = value?.trim()
  if (!raw) return null
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:/i.test(raw) ? raw : `https://${raw}`)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** An address without the scheme and trailing slash, for display. */
export function displayUrl(href: string) {
  return href.replace(/^https?:\/\//i, '').replace(/\/$/, '')
}

export function capitalize(word: string) {
  return word.charAt(0).toUpperCase() + word.slice(1)
}
