// @ts-check
// Where a build says what it was made from (build-stamp.json in its folder): written by
// runtime/build.mjs, read by it and by runtime/start.mjs, and by the commands run beside the
// server (scripts/published-periods.ts), which must not load the build's own machinery.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** @typedef {Record<string, string | undefined>} Env */

/** @param {Env} [env] */
export const distDirOf = (env = process.env) => env.NEXT_DIST_DIR || '.next'

/** @param {string} distDir */
export const stampFile = (distDir) => path.resolve(root, distDir, 'build-stamp.json')

/**
 * The stamp of the build in distDir, or null when there is no finished build.
 * @param {string} distDir
 * @returns {{ source?: string, settings?: Record<string, string | undefined> } | null}
 */
export function readStamp(distDir) {
  return existsSync(stampFile(distDir)) ? JSON.parse(readFileSync(stampFile(distDir), 'utf8')) : null
}

/**
 * The settings the build in distDir was made with, or null when there is none.
 * @param {string} distDir
 */
export const builtSettings = (distDir) => readStamp(distDir)?.settings ?? null
