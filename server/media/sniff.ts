import type { MediaMime } from '@/server/db/schema-media'

/** The most an upload may weigh: read as a stream, and refused the moment it goes past this. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024
/** Pixels sharp may decode (a decompression bomb is a small file of huge dimensions). */
export const MEDIA_MAX_PIXELS = 40_000_000
export const MEDIA_MAX_SIDE = 12_000

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))
const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)

/** Whether an ISO-BMFF `ftyp` box (AVIF's first box) names AVIF as its brand or a compatible one. */
function isAvif(bytes: Uint8Array) {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false
  const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 4096)
  for (let at = 8; at + 4 <= size; at += 4) {
    if (at === 12) continue // the minor version, not a brand
    const brand = ascii(bytes, at, at + 4)
    if (brand === 'avif' || brand === 'avis') return true
  }
  return false
}

/**
 * The image type the bytes themselves say (their magic numbers), whatever the file was called or
 * claimed to be: JPEG, PNG, WebP or AVIF, else null (SVG, HTML, a PDF, a GIF, …).
 */
export function sniffImage(head: Uint8Array): MediaMime | null {
  if (startsWith(head, JPEG)) return 'image/jpeg'
  if (startsWith(head, PNG)) return 'image/png'
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp'
  if (isAvif(head)) return 'image/avif'
  return null
}

export { MEDIA_WIDTHS, variantWidths } from '@/lib/media'

/** A file's own name, without any folder a browser sent, control characters or excess length. */
export function cleanName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? ''
  return (
    base
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200) || 'image'
  )
}

export const EXTENSIONS: Record<MediaMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
}
