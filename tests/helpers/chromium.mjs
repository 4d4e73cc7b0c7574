import { existsSync } from 'node:fs'

/** Launch options for the system Chromium (Debian package), offline-safe. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const COMMON_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
export const CHROMIUM_ARGS = ['--headless=new', ...COMMON_ARGS]

/**
 * The browser tests drive Chromium's headless shell (Debian's chromium-headless-shell: the same
 * release's Blink, V8 and DevTools protocol without the desktop browser around them), the browser
 * Playwright itself runs headless tests in. Measured here, a page load and hydration in a fresh
 * context took 824 ms in the full browser and 427 ms in the shell with one worker (889 and 370 ms
 * a load with two): the full browser starts several WebUI renderers for every context. Lighthouse,
 * the screenshots and the spam benchmark keep the full browser, as a visitor's. Without the shell
 * installed, the tests fall back to the full browser, slower.
 */
const HEADLESS_SHELL = process.env.TEST_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell'
const hasShell = existsSync(HEADLESS_SHELL)
export const TEST_CHROMIUM_PATH = hasShell ? HEADLESS_SHELL : CHROMIUM_PATH
export const TEST_CHROMIUM_ARGS = hasShell ? ['--headless', ...COMMON_ARGS] : CHROMIUM_ARGS
