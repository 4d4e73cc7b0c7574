/**
 * Uploaded images as pages and the desk name them (server/media/ makes them): each is kept at the
 * standard widths it covers, as WebP and AVIF, under `/media/<sha-256>-<width>.<format>`.
 */

/** The longest description an image keeps (its alt text). */
export const MEDIA_ALT_MAX = 500

/** The widths made of every image, none wider than the image itself. */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const

/** The widths made of an image `width` pixels wide: the standard ones it covers, or its own. */
export function variantWidths(width: number) {
  const fit = MEDIA_WIDTHS.filter((w) => w <= width)
  return fit.length ? fit : [width]
}

/** An uploaded image as an article keeps it: enough to draw it without asking the library. */
export type MediaRef = { hash: string; width: number; height: number }

export const mediaSrc = (ref: MediaRef, width: number, format: 'webp' | 'avif') =>
  `/media/${ref.hash}-${width}.${format}`

export const mediaSrcSet = (ref: MediaRef, format: 'webp' | 'avif') =>
  variantWidths(ref.width)
    .map((w) => `${mediaSrc(ref, w, format)} ${w}w`)
    .join(', ')

const REF_PATTERN = /^([a-f0-9]{64}):([1-9][0-9]{0,4})x([1-9][0-9]{0,4})$/

/** The editor's value for an image: `<hash>:<width>x<height>`. */
export const mediaRefValue = (ref: MediaRef) => `${ref.hash}:${ref.width}x${ref.height}`

export function parseMediaRef(value: string): MediaRef | null {
  const match = REF_PATTERN.exec(value)
  return match ? { hash: match[1]!, width: Number(match[2]), height: Number(match[3]) } : null
}

const SRC = '/media/([a-f0-9]{64})-[1-9][0-9]{0,4}\\.(?:webp|avif)'

/** The library image an address shows (`/media/<hash>-<width>.<format>`): its hash, or null. */
export const mediaHashOf = (src: string) => new RegExp(`^${SRC}$`).exec(src)?.[1] ?? null

/** The library images a text names by address (an article's body), each once. */
export const mediaHashesIn = (text: string) => [
  ...new Set(Array.from(text.matchAll(new RegExp(SRC, 'g')), (m) => m[1]!)),
]
