import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './tests/helpers/chromium.mjs'
import { TEST_BASE_URL as baseURL, TEST_BUILD_ENV, TEST_PORT, TEST_SMTP_PORT } from './tests/build-env.mjs'

/** The administrator the e2e server creates at start. */
/** The key the scheduling provider's booking events to the e2e server are signed with. */
export const E2E_CALENDLY_KEY = 'e2e-calendly-signing-key-7d2b'
export const E2E_ADMIN = { email: 'admin@e2e.example', password: 'e2e-admin-password-123' }
// A fresh database and resume folder for every run (set once, in the main process).
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `vantage-e2e-${Date.now()}`)

/**
 * The specs that run at 375 px as well as 1280 px: those where the width is what they test (the
 * public pages, the lead's way from a form through the desk, the mobile menu). The desk's later
 * pages (account, passkeys, integrations, spam, audit, analytics, bookings, requests) run at
 * desktop width, and `*.mobile.spec.ts` holds what runs at 375 px only: one axe pass of each page
 * template and each desk page, in both themes.
 */
const BOTH_WIDTHS = [
  'about-services',
  'blog',
  'desk',
  'home',
  'keyboard-motion',
  'layout',
  'leads',
  'loading',
  'products',
  'projects-careers',
  'scheduling',
].map((name) => `**/${name}.spec.ts`)
const MOBILE_ONLY = '**/*.mobile.spec.ts'

/**
 * End-to-end tests run on the production build in .next-test (`npm test` builds it first; a
 * missing build is built here), with a local stand-in for the scheduling provider and a fresh
 * SQLite database. The form and sign-in rate limits are raised: both projects submit from 127.0.0.1, and
 * the limiters have their own integration tests.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/global-setup.ts',
  fullyParallel: true,
  // One worker a core: each drives a Chromium against the one server.
  workers: availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  // A desk test signs in, loads several pages and runs axe on each: on a 2-core machine whose two
  // workers keep it busy, that can pass 30 s. A test that hangs still fails within the minute.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: MOBILE_ONLY },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: [...BOTH_WIDTHS, MOBILE_ONLY],
    },
  ],
  webServer: {
    command: 'node runtime/start.mjs',
    url: `${baseURL}/robots.txt`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(TEST_PORT),
      HOST: '127.0.0.1',
      ...TEST_BUILD_ENV,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The run's own mail server (tests/global-setup.ts): acknowledgements and desk replies.
      SMTP_URL: `smtp://127.0.0.1:${TEST_SMTP_PORT}`,
      MAIL_RETRY_MS: '500',
      FORM_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT: '300',
      CALENDLY_WEBHOOK_SIGNING_KEY: E2E_CALENDLY_KEY,
      // The Integrations page's tests post to receivers of their own, on this machine.
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
  },
})
