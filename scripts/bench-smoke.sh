#!/usr/bin/env bash
# `npm run bench:smoke`: every benchmark in its smoke mode (bench/smoke.ts: small numbers, seconds each, no verdict on
# speed), so one that no longer runs fails `npm test`. Each `bench*` script of package.json is listed here; a unit test
# (tests/unit/benchSmoke.test.ts) fails when one is missing. The page benchmark measures the app in BENCH_APP_DIR when
# set (`npm test` has built dist/), else builds its own. The seat-time benchmark adds PostgreSQL under TEST_DATABASE_URL.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export BENCH_SMOKE=1

run() {
  local script=$1
  local started
  started=$(date +%s)
  echo "--- bench smoke: npm run $script"
  npm run --silent "$script"
  echo "--- bench smoke: $script ran in $(($(date +%s) - started)) s"
}

run bench
run bench:signin
run bench:seat-time
run bench:typing
