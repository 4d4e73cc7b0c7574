import 'server-only'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FileStore } from '@/server/storage/store'

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * Stored files under `dataDir` (the key is the relative path). A file is written as
 * `<key>.part` and renamed once the body ended well, so a reader never sees half a file.
 */
export function diskStore(dataDir: string): FileStore {
  const root = path.resolve(dataDir)
  const fileOf = (key: string) => path.join(root, key)

  return {
    kind: 'disk',

    async put(key, body) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true })
      const partial = `${fileOf(key)}.part`
      const sink = createWriteStream(partial, { flags: 'wx', mode: 0o600 })
      try {
        await pipeline(body, sink)
        await rename(partial, fileOf(key))
      } catch (error) {
        // A refusal can come before the file is even open: wait until it is closed, or the unlink
        // would run first and the file appear after it.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()))
        await unlink(partial).catch(() => {})
        throw error
      }
    },

    async open(key) {
      try {
        const info = await stat(fileOf(key))
        return { size: info.size, stream: createReadStream(fileOf(key)) as Readable }
      } catch {
        return null
      }
    },

    async exists(key) {
      return stat(fileOf(key)).then(
        (info) => info.isFile(),
        () => false,
      )
    },

    async remove(key) {
      await unlink(fileOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error
      })
    },

    async sweep(prefix) {
      const dir = path.join(root, prefix)
      const names = await readdir(dir).catch(() => [] as string[])
      await Promise.all(
        names.filter((n) => n.endsWith('.part')).map((n) => unlink(path.join(dir, n)).catch(() => {})),
      )
    },
  }
}
