import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Where code sits stays readable: no source file over 300 lines (content, tests and the art
 * generator aside), and public pages that only load, guard and compose (80 lines at most).
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
})
