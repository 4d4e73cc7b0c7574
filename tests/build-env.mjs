// The environment the test build is made with (values read at build time: canonical addresses
// and the scheduling provider's stand-in). Shared by scripts/build-test.mjs and
// playwright.config.ts so the build and the server that serves it always agree.
//
// TEST_PORT_SHIFT moves every test port (e2e server, scheduling stand-in, integration servers and
// their SMTP ports) by the same amount, so two checkouts on one machine can test side by side.
export const TEST_PORT_SHIFT = Number(process.env.TEST_PORT_SHIFT || 0)
export const TEST_PORT = 3210 + TEST_PORT_SHIFT
// localhost, not 127.0.0.1: passkeys belong to a host name, and a browser refuses an IP address
// for them (the e2e tests make passkeys in Chromium's virtual authenticator). The server still
// listens on 127.0.0.1 (playwright.config.ts), where localhost leads.
export const TEST_BASE_URL = `http://localhost:${TEST_PORT}`
export const STAND_IN_ORIGIN = `http://127.0.0.1:${4319 + TEST_PORT_SHIFT}`
/** The browser tests' local mail server (acknowledgements, desk replies). */
export const TEST_SMTP_PORT = 2625 + TEST_PORT_SHIFT

export const TEST_BUILD_ENV = {
  NEXT_DIST_DIR: '.next-test',
  SITE_URL: TEST_BASE_URL,
  SCHEDULING_URL: `${STAND_IN_ORIGIN}/vantage-edge/30min`,
  SCHEDULING_SCRIPT_URL: `${STAND_IN_ORIGIN}/assets/external/widget.js`,
}

/**
 * A second build, as a deployer makes it: served over https (behind nginx, deploy/nginx.conf, on
 * DEPLOYED_HTTPS_PORT) and with the real scheduling provider's addresses (the defaults). The
 * tests that check the site as deployed use it: its security headers over https, and several
 * app processes behind nginx.
 */
export const DEPLOYED_HTTPS_PORT = 3272 + TEST_PORT_SHIFT
export const DEPLOYED_BUILD_ENV = {
  NEXT_DIST_DIR: '.next-test-deployed',
  SITE_URL: `https://127.0.0.1:${DEPLOYED_HTTPS_PORT}`,
  SCHEDULING_URL: '',
  SCHEDULING_SCRIPT_URL: '',
}
