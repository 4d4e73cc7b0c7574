// Builds the production app into .next-test with the test environment (tests/build-env.mjs).
import { TEST_BUILD_ENV } from '../tests/build-env.mjs'
import { buildSite } from './build.mjs'

process.exit(buildSite({ ...process.env, ...TEST_BUILD_ENV }) ? 0 : 1)
