import 'server-only'
import { createHash } from 'node:crypto'
import sharp, { type Sharp } from 'sharp'
import type { MediaRefusal } from '@/content/desk/media'
import type { MediaFormat, MediaMime } from '@/server/db/schema-media'
import { EXTENSIONS, MEDIA_MAX_PIXELS, MEDIA_MAX_SIDE, sniffImage, variantWidths } from './sniff'

export class MediaError extends Error {
  constructor(readonly reason: MediaRefusal) {
    super(reason)
  }
}

export type MadeFile = { key: string; width: number; height: number; format: MediaFormat; bytes: Buffer }
export type MadeImage = {
  hash: string
  mime: MediaMime
  width: number
  height: number
  /** the upload with its metadata stripped, then each variant */
  files: MadeFile[]
}

/** What sharp calls each type it may read: the sniffed type and sharp's reading must agree. */
const SHARP_FORMAT: Record<MediaMime, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
}

const open = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' })

/** Reads the image's type and upright size, refusing what is not an image of ours or too big. */
export async function inspect(bytes: Buffer) {
  const mime = sniffImage(bytes.subarray(0, 64))
  if (!mime) throw new MediaError('not-image')
  // The header only, nothing decoded: the size is checked here, before any pixel is read.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new MediaError('unreadable')
    })
  if (meta.format !== SHARP_FORMAT[mime]) throw new MediaError('not-image')
  if (mime === 'image/avif' && meta.compression !== 'av1') throw new MediaError('not-image')
  if (!meta.width || !meta.height) throw new MediaError('unreadable')
  if (
    meta.width > MEDIA_MAX_SIDE ||
    meta.height > MEDIA_MAX_SIDE ||
    meta.width * meta.height > MEDIA_MAX_PIXELS
  )
    throw new MediaError('too-many-pixels')
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright size is the other way round.
  const turned = (meta.orientation ?? 1) >= 5
  return { mime, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height }
}

/**
 * Makes everything an upload is kept as, once: the upload itself re-encoded without its metadata
 * (EXIF can hold where and when a photo was taken and on what device: personal data, never kept),
 * and a WebP and an AVIF at each width of MEDIA_WIDTHS it covers. Names are the SHA-256 of the
 * bytes uploaded, so the same file makes the same names.
 */
export async function makeImage(bytes: Buffer): Promise<MadeImage> {
  const { mime, width, height } = await inspect(bytes)
  const hash = createHash('sha256').update(bytes).digest('hex')
  const upright = () => open(bytes).rotate()
  const encode = (format: MediaFormat, image: Sharp) => {
    if (format === 'webp') return image.webp({ quality: 80 })
    if (format === 'avif') return image.avif({ quality: 55, effort: 2 })
    if (mime === 'image/png') return image.png()
    if (mime === 'image/webp') return image.webp({ quality: 90 })
    if (mime === 'image/avif') return image.avif({ quality: 70, effort: 2 })
    return image.jpeg({ quality: 90, mozjpeg: true })
  }
  const render = async (format: MediaFormat, w: number | null) => {
    const image = w ? upright().resize({ width: w }) : upright()
    const { data, info } = await encode(format, image).toBuffer({ resolveWithObject: true })
    const ext = format === 'original' ? EXTENSIONS[mime] : format
    const key = `media/${hash}${w ? `-${w}` : ''}.${ext}`
    return { key, width: info.width, height: info.height, format, bytes: data }
  }
  const files: MadeFile[] = [await render('original', null)]
  for (const w of variantWidths(width))
    files.push(...(await Promise.all([render('webp', w), render('avif', w)])))
  return { hash, mime, width, height, files }
}
