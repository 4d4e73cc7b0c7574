import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/helpers/chromium'
import { STAND_IN_ORIGIN } from './tests/helpers/scheduling-stand-in'

export const TEST_PORT = 3210
const baseURL = `http://127.0.0.1:${TEST_PORT}`

/**
 * End-to-end tests run on a production build (in .next-test, so it never replaces the build
 * `npm start` serves), configured with a local stand-in for the scheduling provider.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node scripts/start.mjs --build',
    url: `${baseURL}/robots.txt`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(TEST_PORT),
      HOST: '127.0.0.1',
      NEXT_DIST_DIR: '.next-test',
      SITE_URL: baseURL,
      SCHEDULING_URL: `${STAND_IN_ORIGIN}/vantage-edge/30min`,
      SCHEDULING_SCRIPT_URL: `${STAND_IN_ORIGIN}/assets/external/widget.js`,
    },
  },
})
