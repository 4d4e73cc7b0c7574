#!/usr/bin/env bash
# Development helper: (re)build the e2e test build and serve it on localhost:3210 with the same
# environment as playwright.config.ts, so that `npx playwright test` reuses it. `--no-build`
# serves the existing build. CI does not use this; Playwright starts its own server there.
set -e
cd "$(dirname "$0")/.."
for p in $(pgrep -f "runtime/start.mjs" || true); do
  if tr '\0' '\n' < "/proc/$p/environ" 2>/dev/null | grep -q '^PORT=3210$'; then kill "$p"; fi
done
sleep 1
export PORT=3210 HOST=127.0.0.1 NEXT_DIST_DIR=.next-test SITE_URL=http://localhost:3210 \
  SCHEDULING_URL=http://127.0.0.1:4319/vantage-edge/30min \
  SCHEDULING_SCRIPT_URL=http://127.0.0.1:4319/assets/external/widget.js \
  ADMIN_EMAIL=admin@e2e.example ADMIN_PASSWORD=e2e-admin-password-123 \
  SMTP_URL=smtp://127.0.0.1:$((2625 + ${TEST_PORT_SHIFT:-0})) MAIL_RETRY_MS=500 \
  FORM_RATE_LIMIT=1000 LOGIN_RATE_LIMIT=300 DATA_DIR="$(mktemp -d /tmp/vantage-e2e-XXXX)"
[ "$1" = "--no-build" ] || node scripts/build-test.mjs
nohup node runtime/start.mjs > /tmp/test-server.log 2>&1 &
for i in $(seq 1 60); do
  curl -sf http://127.0.0.1:3210/robots.txt > /dev/null && { echo "test server ready on :3210"; exit 0; }
  sleep 1
done
echo "test server did not start; see /tmp/test-server.log"; exit 1
