import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '..')

describe('the runtime is type-checked', () => {
  const files = readdirSync(__dirname).filter((f) => f.endsWith('.mjs'))

  it('by `npm run typecheck`: tsconfig.json includes runtime/**/*.mjs', () => {
    const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'))
    expect(tsconfig.include).toContain('runtime/**/*.mjs')
    expect(tsconfig.compilerOptions.strict).toBe(true)
  })

  it.each(files)('%s opts in with // @ts-check', (file) => {
    expect(files.length).toBeGreaterThan(5)
    expect(readFileSync(path.join(__dirname, file), 'utf8').startsWith('// @ts-check\n')).toBe(true)
  })
})
