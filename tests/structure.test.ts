import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { palette } from '@/lib/palette'

/**
 * Where code sits stays readable: no source file over 300 lines (content, tests and the art
 * generator aside), public pages that only load, guard and compose (80 lines at most), and
 * styles that come from the theme: no `!important` utilities, no colour outside its tokens.
 */
const root = path.resolve(__dirname, '..')
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(tsx?|mjs|js|css)$/.test(file))
const lines = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n').length - 1
const exempt = (file: string) =>
  file.startsWith('content/') ||
  file.startsWith('tests/') ||
  file.startsWith('scripts/art/') ||
  /\.(test|spec)\.tsx?$/.test(file)

describe('the shape of the code', () => {
  it('has no source file over 300 lines outside content, tests and the art generator', () => {
    const long = tracked.filter((f) => !exempt(f)).filter((f) => lines(f) > 300)
    expect(long.map((f) => `${f}: ${lines(f)} lines`)).toEqual([])
  })

  it('has no page.tsx over 80 lines', () => {
    const pages = tracked.filter((f) => f.startsWith('app/') && f.endsWith('/page.tsx'))
    expect(pages.length).toBeGreaterThan(10)
    expect(pages.filter((f) => lines(f) > 80).map((f) => `${f}: ${lines(f)} lines`)).toEqual([])
  })

  it('names every server action …Action, so a call site tells an action from a query', () => {
    const actions = tracked.filter((f) => f.endsWith('/actions.ts'))
    expect(actions.length).toBeGreaterThan(5)
    const misnamed = actions.flatMap((f) =>
      [...readFileSync(path.join(root, f), 'utf8').matchAll(/^export (?:async function|const) (\w+)/gm)]
        .map((m) => m[1]!)
        .filter((name) => !name.endsWith('Action'))
        .map((name) => `${f}: ${name}`),
    )
    expect(misnamed).toEqual([])
  })

  it('gives every test server and mail catcher a port of its own', () => {
    // Test files run side by side: two that start something on the same port fail each other.
    const ports = tracked
      .filter((f) => /\.(test\.ts|mjs)$/.test(f) || f.startsWith('tests/'))
      .flatMap((f) =>
        [...readFileSync(path.join(root, f), 'utf8').matchAll(/= (\d{4,5}) \+ TEST_PORT_SHIFT/g)].map(
          (m) => `${m[1]} (${f})`,
        ),
      )
    const seen = new Map<string, string>()
    const shared = ports.filter((p) => {
      const port = p.split(' ')[0]!
      if (seen.has(port)) return true
      seen.set(port, p)
      return false
    })
    expect(ports.length).toBeGreaterThan(10)
    expect(shared.map((p) => `${p} shares its port with ${seen.get(p.split(' ')[0]!)}`)).toEqual([])
  })

  it('begins every transaction with writeTransaction, which takes the SQLite write lock first', () => {
    // A deferred SQLite transaction that reads and then writes fails at once (SQLITE_BUSY_SNAPSHOT)
    // when another process (`npm run privacy`, a second server) wrote in between; one begun
    // IMMEDIATE waits its turn. Only server/db, which defines it, calls db.transaction().
    const deferred = tracked
      .filter((f) => /^(app|modules|server|lib)\//.test(f) && !f.startsWith('server/db/') && !exempt(f))
      .filter((f) => /\bdb\.transaction\(\)/.test(readFileSync(path.join(root, f), 'utf8')))
    expect(deferred).toEqual([])
  })

  it('reads articles and roles only through server/content, never from their seed files', () => {
    // The files are the first content (server/content/seed.ts); once the site runs, the database
    // is. A page that imported them would show what the repository holds, not what was published.
    const seeds = /from '@\/content\/(index|jobs)'/
    const readers = tracked
      .filter((f) => /^(app|components|modules|server|lib)\//.test(f) && !/\.(test|spec)\.tsx?$/.test(f))
      .filter((f) => f !== 'server/content/seed.ts')
      .filter((f) => seeds.test(readFileSync(path.join(root, f), 'utf8')))
    expect(readers).toEqual([])
  })

  const ui = tracked.filter((f) => /^(app|components|modules|lib)\//.test(f) && !exempt(f))

  it('has no !important utility: the utilities layer already wins over the components layer', () => {
    // `!p-0` or `p-0!`: a class name has a dash, a negated or non-null expression does not.
    const important = /(?<=[\s'"`])![a-z][a-z0-9]*-[^\s'"`]*|\b[a-z][a-z0-9]*-[^\s'"`!]*!(?=[\s'"`])/g
    const found = ui
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) =>
        (readFileSync(path.join(root, f), 'utf8').match(important) ?? []).map((m) => `${f}: ${m}`),
      )
    expect(found).toEqual([])
  })

  it('draws every colour from the theme: tokens in app/globals.css, lib/palette.ts where CSS cannot reach', () => {
    // Other brands' colours for their own logos (lib/tech-logos.ts) are theirs, not the theme's.
    const own = ['app/globals.css', 'lib/palette.ts', 'lib/tech-logos.ts']
    const found = ui
      .filter((f) => !own.includes(f))
      .flatMap((f) =>
        (readFileSync(path.join(root, f), 'utf8').match(/#[0-9a-f]{3,8}\b(?![\w-])/gi) ?? []).map(
          (m) => `${f}: ${m}`,
        ),
      )
    expect(found).toEqual([])

    const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8')
    const tokens = (selector: string) => {
      const block = css.slice(css.indexOf(`${selector} {`), css.indexOf('}', css.indexOf(`${selector} {`)))
      return Object.fromEntries(
        [...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]),
      )
    }
    const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    for (const [set, selector] of [
      ['light', ':root'],
      ['dark', '.dark'],
    ] as const) {
      const declared = tokens(selector)
      for (const [name, value] of Object.entries(palette[set]))
        expect(value, `${set} ${name}`).toBe(declared[kebab(name)])
    }
  })
})
