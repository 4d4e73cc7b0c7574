import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const unit = readFileSync(path.join(__dirname, 'vantage-edge.service'), 'utf8')
const directive = (name: string) => unit.match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1]

describe('the systemd unit', () => {
  it('serves the build made ahead and never builds at start', () => {
    expect(directive('ExecStart')).toBe('/usr/bin/node runtime/start.mjs --no-build')
  })

  it('is not restarted in a loop when there is no build to serve (start.mjs exits 78 then)', () => {
    expect(directive('Restart')).toBe('always')
    expect(directive('RestartPreventExitStatus')).toBe('78')
    expect(readFileSync(path.join(__dirname, '..', 'runtime', 'start.mjs'), 'utf8')).toContain(
      'const NO_BUILD_EXIT_CODE = 78',
    )
  })
})
