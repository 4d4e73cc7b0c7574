import 'server-only'
import type { Readable } from 'node:stream'

/**
 * Where uploaded bytes are kept: files in DATA_DIR, or objects in an S3-compatible bucket. Keys are
 * `resumes/<random>.pdf`, `archives/<random>.zip` and `media/<sha-256>[-<width>].<ext>`, made and
 * checked by server/storage/index.ts; a store never sees a key from a request unchecked.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3'
  /**
   * Writes `body` under `key`, streamed, and commits it only once `body` has ended well. When
   * `body` fails (a refused or cut-off file), rejects after removing what it wrote: no file, no
   * object, no stored part.
   */
  put(key: string, body: Readable, contentType?: string): Promise<void>
  /** The stored bytes and their size, or null when there is nothing under `key`. */
  open(key: string): Promise<{ size: number; stream: Readable } | null>
  exists(key: string): Promise<boolean>
  /** Removes `key`; nothing there is fine. */
  remove(key: string): Promise<void>
  /** Clears what uploads cut off by a crash left under `prefix`. */
  sweep(prefix: string): Promise<void>
}
