// @ts-check
// The one build. `npm run build`, `npm start` (when it must build), the test build and the
// benchmarks all call buildSite(), so every command serves the same site:
//   1. `next build` into NEXT_DIST_DIR (default .next);
//   2. the prerendered pages load Next's scripts after their first paint (defer-hydration.mjs);
//   3. each prerendered page is compressed once (Brotli, gzip) and the hashes of its inline
//      scripts are listed for its Content-Security-Policy (static-pages.mjs);
//   4. a stamp records what the build was made from: a hash of the source, and the settings that
//      are baked into the static pages (canonical host, booking links, the privacy periods saved in
//      the desk, which `npm run build` and `npm start` read from the database first).
// `npm start` compares the stamp with the checkout and the environment, and builds again when
// they differ, so a `git pull` or a changed SITE_URL never serves an old site.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { builtSettings, distDirOf, readStamp, stampFile } from './build-stamp.mjs'
import { deferHydrationInBuild } from './defer-hydration.mjs'
import { prepareStaticPages } from './static-pages.mjs'
import { checkNodeVersion } from './node-version.mjs'
import { readSavedPeriods } from './saved-periods.mjs'
import { readSettings } from './settings.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Settings read at build time: they end up inside the static HTML. */
export const BUILD_SETTINGS = /** @type {const} */ ([
  'SITE_URL',
  'SCHEDULING_URL',
  'SCHEDULING_SCRIPT_URL',
  'PRIVACY_PERIODS',
])

/** What the site is built from: everything but tests, docs and local data. */
const SOURCE_DIRS = ['app', 'components', 'content', 'lib', 'modules', 'server', 'public', 'runtime']
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'next.config.ts',
  'tsconfig.json',
  'postcss.config.mjs',
  'proxy.ts',
  'instrumentation.ts',
]
/** @param {string} name */
const isTest = (name) => /\.test\.tsx?$/.test(name)

/** @typedef {Record<string, string | undefined>} Env */

export { builtSettings, distDirOf }

function sourceHash() {
  const hash = createHash('sha256')
  const files = [...SOURCE_FILES]
  for (const dir of SOURCE_DIRS) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !isTest(entry.name))
        files.push(path.relative(root, path.join(entry.parentPath, entry.name)))
    }
  }
  for (const file of files.sort()) {
    if (!existsSync(path.join(root, file))) continue
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0')
  }
  return hash.digest('hex')
}

/** What a build made now, from this checkout and this environment, would be made from: the
 * settings as the site reads them, defaults included (SITE_URL's follows PORT).
 * @param {Env} [env] */
export function currentStamp(env = process.env) {
  const { settings } = readSettings(env)
  return {
    source: sourceHash(),
    settings: Object.fromEntries(BUILD_SETTINGS.map((k) => [k, settings[k]])),
  }
}

/**
 * Why the build in distDir cannot be served as it is (no build, other source, other settings),
 * or null when it matches.
 * @param {string} distDir
 * @param {Env} [env]
 */
export function staleReason(distDir, env = process.env) {
  const built = readStamp(distDir)
  if (!built) return `no finished build in ${distDir}`
  const now = currentStamp(env)
  const changed = BUILD_SETTINGS.filter((k) => built.settings?.[k] !== now.settings[k])
  if (changed.length) {
    const show = (/** @type {string | undefined} */ v) => v || '(default)'
    return changed
      .map((k) => `${k} was ${show(built.settings?.[k])}, is now ${show(now.settings[k])}`)
      .join('; ')
  }
  if (built.source !== now.source) return 'the source changed since the last build'
  return null
}

/**
 * env with PRIVACY_PERIODS set to the periods saved in the desk (privacy-periods.mjs). When the
 * database cannot be read, the last build's periods stand (or the defaults, with no build), so a
 * database that is down for a moment never publishes other periods than the saved ones.
 * @param {Env} env
 * @returns {Promise<Env>}
 */
export async function withSavedPeriods(env) {
  try {
    return { ...env, PRIVACY_PERIODS: await readSavedPeriods(env) }
  } catch (error) {
    const built = builtSettings(distDirOf(env))?.PRIVACY_PERIODS
    const reason = error instanceof Error ? error.message : String(error)
    console.error(
      `Could not read the privacy periods saved in the desk (${reason}); using ${built === undefined ? 'the defaults' : "the last build's"}.`,
    )
    return { ...env, PRIVACY_PERIODS: built ?? '' }
  }
}

/** Builds the site into NEXT_DIST_DIR; returns false when `next build` fails.
 * @param {Env} [env] */
export function buildSite(env = process.env) {
  const distDir = distDirOf(env)
  const stamp = currentStamp(env)
  // Next adds its type folders to tsconfig.json when they are missing (for any NEXT_DIST_DIR): a
  // build must not change tracked files, so the committed file is put back as it was.
  const tsconfig = path.join(root, 'tsconfig.json')
  const tsconfigBefore = readFileSync(tsconfig)
  console.log(`Building into ${distDir}…`)
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: 'inherit',
    // (Next's types make NODE_ENV required in ProcessEnv; `next build` sets it itself.)
    env: /** @type {NodeJS.ProcessEnv} */ (/** @type {unknown} */ ({ ...env, NEXT_TELEMETRY_DISABLED: '1' })),
  })
  if (!readFileSync(tsconfig).equals(tsconfigBefore)) writeFileSync(tsconfig, tsconfigBefore)
  if (build.status !== 0) return false
  console.log(
    `Deferred hydration scripts on ${deferHydrationInBuild(path.join(root, distDir))} prerendered pages.`,
  )
  console.log(`Compressed and hashed ${prepareStaticPages(path.join(root, distDir))} static pages.`)
  writeFileSync(stampFile(distDir), JSON.stringify(stamp, null, 2))
  return true
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  checkNodeVersion()
  // (Not a top-level await: the commands run by tsx import this module, and tsx makes CommonJS.)
  void withSavedPeriods(process.env).then((env) => process.exit(buildSite(env) ? 0 : 1))
}
