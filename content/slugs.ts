import fs from 'node:fs'
import path from 'node:path'

/** The article slugs, from the file names alone (cheap enough for the proxy; no parsing). */
export function listPostSlugs() {
  return fs
    .readdirSync(path.join(process.cwd(), 'content', 'blog'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -'.md'.length))
}
