#!/usr/bin/env bash
# Development helper: (re)build and serve the e2e test build on 127.0.0.1:3210 so that
# `npx playwright test` reuses it. CI does not use this; Playwright starts its own server there.
set -e
cd "$(dirname "$0")/.."
pkill -f "next start -p 3210" 2>/dev/null || true
pkill -f "next-server" 2>/dev/null || true
sleep 1
export PORT=3210 HOST=127.0.0.1 NEXT_DIST_DIR=.next-test SITE_URL=http://127.0.0.1:3210 \
  SCHEDULING_URL=http://127.0.0.1:4319/vantage-edge/30min \
  SCHEDULING_SCRIPT_URL=http://127.0.0.1:4319/assets/external/widget.js
nohup node scripts/start.mjs --build > /tmp/test-server.log 2>&1 &
for i in $(seq 1 120); do
  grep -q "Ready in" /tmp/test-server.log && curl -sf http://127.0.0.1:3210/robots.txt > /dev/null && { echo "test server ready on :3210"; exit 0; }
  grep -q "Failed\|EADDRINUSE" /tmp/test-server.log && { cat /tmp/test-server.log; exit 1; }
  sleep 2
done
echo "test server did not start; see /tmp/test-server.log"; exit 1
