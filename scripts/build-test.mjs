// Builds the production app into .next-test with the test environment (tests/build-env.mjs).
import { spawnSync } from 'node:child_process'
import { TEST_BUILD_ENV } from '../tests/build-env.mjs'

const result = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
  stdio: 'inherit',
  env: { ...process.env, ...TEST_BUILD_ENV },
})
process.exit(result.status ?? 1)
