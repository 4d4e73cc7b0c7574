// The media library's tables (server/db/schema.ts lists every table): migration 0020.

/**
 * One uploaded image, known by the SHA-256 of the bytes uploaded (`hash`): the same file uploaded
 * twice is one item. `name` is the file's own name without any path; `alt` the description offered
 * when it is chosen (an article's cover description wins over it).
 */
export interface MediaTable {
  id: string
  hash: string
  name: string
  mime: MediaMime
  width: number
  height: number
  bytes: number
  alt: string
  created_at: string
  created_by: string | null
}

/** One stored rendition of an image: `key` is its object in the file store (`media/...`). */
export interface MediaVariantsTable {
  key: string
  media_id: string
  width: number
  height: number
  format: MediaFormat
  bytes: number
}

export type MediaMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif'
/** The variants' formats; 'original' is the upload itself, its metadata stripped. */
export type MediaFormat = 'webp' | 'avif' | 'original'
