/**
 * A GET form replaces the query string of its `action` with its own fields, so a URL's query has to
 * travel as hidden fields: the address for `action` without its query, and the fields to carry.
 */
export function getFormParts(url: string) {
  const u = new URL(url)
  const fields = [...u.searchParams]
  u.search = ''
  return { action: u.toString(), fields }
}
