import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '..')

/** What lib/privacy says in a command run the way `npm run privacy` runs (tsx), beside a build. */
function periodsInCommand(distDir: string) {
  const probe = path.join(distDir, 'probe.ts')
  writeFileSync(
    probe,
    `import '${path.join(root, 'scripts/published-periods')}'\nimport { RETENTION, RESPONSE_DAYS } from '@/lib/privacy'\nconsole.log(JSON.stringify([RETENTION.enquiries, RESPONSE_DAYS]))\n`,
  )
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'tsconfig.json', probe],
    { cwd: root, env: { ...process.env, NEXT_DIST_DIR: distDir, PRIVACY_PERIODS: '' }, encoding: 'utf8' },
  )
  expect(run.status, run.stderr).toBe(0)
  return JSON.parse(run.stdout.trim()) as unknown
}

describe('a command run beside the server (npm run privacy -- purge)', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

  it('keeps to the periods the build publishes, and to the defaults when there is no build', () => {
    const built = mkdtempSync(path.join(tmpdir(), 'vantage-stamp-'))
    dirs.push(built)
    expect(periodsInCommand(built)).toEqual([{ months: 24 }, 30])
    writeFileSync(
      path.join(built, 'build-stamp.json'),
      JSON.stringify({ source: 'x', settings: { PRIVACY_PERIODS: '{"enquiries":36,"responseDays":15}' } }),
    )
    expect(periodsInCommand(built)).toEqual([{ months: 36 }, 15])
  })
})
