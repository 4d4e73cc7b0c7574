/**
 * `value` when it is a path of this site that a link can only follow to one of our pages, else
 * null. It must start with a single `/`: browsers read `//host/…` and `/\host/…` as another site.
 * It may hold no spaces, control characters or backslashes either: browsers drop tabs and line
 * breaks from an address before reading it (so `/\t/host` is `//host`) and read `\` as `/`.
 */
export function sitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null
  return value
}
