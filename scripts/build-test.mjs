// Builds the production app twice with the test environments (tests/build-env.mjs): into
// .next-test for the browser and integration tests, and into .next-test-deployed, made as a
// deployer would (https, the real scheduling provider), for the tests of the site as deployed.
import { DEPLOYED_BUILD_ENV, TEST_BUILD_ENV } from '../tests/build-env.mjs'
import { buildSite } from '../runtime/build.mjs'

for (const settings of [TEST_BUILD_ENV, DEPLOYED_BUILD_ENV]) {
  if (!buildSite({ ...process.env, ...settings })) process.exit(1)
}
