/** The most words of a title a slug keeps: addresses stay short enough to read and share. */
const SLUG_MAX_LENGTH = 80

/**
 * A slug made from a title, as the desk suggests it: lower-case ASCII letters and digits between
 * single hyphens ("WooCommerce vs Shopify: 2025" → "woocommerce-vs-shopify-2025"); accents are
 * dropped from their letters, "&" reads "and", and it is cut at a hyphen.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug.length <= SLUG_MAX_LENGTH) return slug
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1)
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : SLUG_MAX_LENGTH)
}

/** What a slug must be: what `slugify` makes, and not empty. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
