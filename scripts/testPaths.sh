#!/usr/bin/env bash
# `npm run test:paths`: the flow models' paths in Chromium (tests/paths), then their transition coverage
# (scripts/pathsCoverage.ts). By default each flow runs the fewest planned paths that take every transition of its plan
# (tests/paths/cover.ts), as `npm test` does; `-- --all` runs every planned path. Other arguments go to Playwright.
# PATHS_FLOWS=login,faqs limits both to those flows.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

args=()
for arg in "$@"; do
  if [[ $arg == --all ]]; then export PATHS_ALL=1; else args+=("$arg"); fi
done

rm -rf reports/paths-coverage
PATHS_REPORT=1 npx playwright test --project paths --project paths-course-taking ${args[@]+"${args[@]}"}
npx tsx scripts/pathsCoverage.ts
