import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { prepareStaticPages, prerenderedPages } from './static-pages.mjs'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

const PAGE = '<!DOCTYPE html><html><head><script>a()</script></head><body>Hi</body></html>'

/** A build folder laid out as `next build` lays it out, with these prerendered routes. */
function build(routes: Record<string, object>, files = Object.keys(routes)) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vantage-prerender-'))
  dirs.push(dir)
  mkdirSync(path.join(dir, 'server', 'app', 'blog'), { recursive: true })
  for (const route of files)
    writeFileSync(path.join(dir, 'server', 'app', `${route === '/' ? 'index' : route.slice(1)}.html`), PAGE)
  writeFileSync(path.join(dir, 'prerender-manifest.json'), JSON.stringify({ version: 4, routes }))
  return dir
}
const page = (route: string, extra: object = {}) => ({
  initialRevalidateSeconds: false,
  dataRoute: `${route === '/' ? '/index' : route}.rsc`,
  ...extra,
})

describe('the prerendered pages of a build', () => {
  it("lists each page with its file, Next's own pages marked, and leaves route handlers to Next", () => {
    const dir = build(
      {
        '/': page('/'),
        '/blog/a': page('/blog/a'),
        '/_not-found': page('/_not-found', { initialStatus: 404 }),
        '/robots.txt': { initialRevalidateSeconds: false, dataRoute: null },
      },
      ['/', '/blog/a', '/_not-found'],
    )
    expect(prerenderedPages(dir)).toEqual([
      { route: '/', file: path.join(dir, 'server/app/index.html'), own: false },
      { route: '/blog/a', file: path.join(dir, 'server/app/blog/a.html'), own: false },
      { route: '/_not-found', file: path.join(dir, 'server/app/_not-found.html'), own: true },
    ])
    expect(prepareStaticPages(dir)).toBe(2)
  })

  it('refuses a page that revalidates: it would be served from memory as built', () => {
    const dir = build({ '/': page('/'), '/blog': page('/blog', { initialRevalidateSeconds: 60 }) })
    expect(() => prerenderedPages(dir)).toThrow(
      '/blog revalidates every 60 s, but runtime/start.mjs serves prerendered pages from memory as built',
    )
  })

  it('names the Next contract when the manifest or the files are not where they were', () => {
    expect(() => prerenderedPages(build({ '/': page('/') }, []))).toThrow(
      /Next.js contract "build output layout" .*\/ is prerendered, but .*index.html is missing/,
    )
    expect(() => prerenderedPages(build({ '/': { dataRoute: '/index.rsc' } }))).toThrow(
      /Next.js contract "prerender manifest" .*initialRevalidateSeconds/,
    )
    const dir = build({})
    writeFileSync(path.join(dir, 'prerender-manifest.json'), JSON.stringify({ version: 5, pages: {} }))
    expect(() => prerenderedPages(dir)).toThrow(/Next.js contract "prerender manifest" .*no "routes"/)
    expect(() => prepareStaticPages(build({ '/': page('/') }))).toThrow(
      /Next.js contract "build output layout" .*no prerendered \/_not-found page/,
    )
  })
})

describe('a service that must not build', () => {
  it('stops with exit code 78 and says why, instead of building, when there is no build to serve', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'vantage-nobuild-'))
    dirs.push(empty)
    const run = spawnSync(process.execPath, ['runtime/start.mjs', '--no-build'], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, NEXT_DIST_DIR: path.relative(path.resolve(__dirname, '..'), empty) },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(run.status).toBe(78)
    expect(run.stderr).toContain('No build to serve (no finished build in')
    expect(run.stderr).toContain('Run `npm run build` with the same settings first.')
  })

  it('stops on a bad setting by its name before anything else', () => {
    const run = spawnSync(process.execPath, ['runtime/start.mjs', '--no-build'], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, PORT: 'eighty', SITE_URL: 'not a url' },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('Invalid environment:\nPORT: must be a port number from 1 to 65535')
    expect(run.stderr).toContain('SITE_URL: Invalid URL')
  })
})
