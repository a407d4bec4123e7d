#!/usr/bin/env bash
# `npm test`: every check the product has, stopping at the first failure.
#   1 i18n compile and the flow catalogue's data (generated/flows, read by its tests and the build)   2 static checks (typecheck, lint, format, diagrams:check, courses:check, side by side)
#   3 unit and model path tests (one Vitest run), then the model's transition coverage   4 build
#   5 side by side: server tests on embedded PGlite, server tests on PostgreSQL (scripts/with-postgres.sh), and every
#     benchmark in its smoke mode (scripts/bench-smoke.sh: mostly waiting on its servers, so nearly free beside them)
#   6 end-to-end and the flow models' browser paths (Playwright, Debian's Chromium), then their coverage
# Runs on the project's Node (scripts/use-node.sh: 22 or 24, else Node 24 installed into .tools/). Chromium is
# installed in the background while the first stages run (a download, not the CPU). Each stage prints a header and
# its elapsed seconds; the last lines are the summary (docs/decisions.md, "The test run's time").
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
. scripts/use-node.sh

TOTAL_STAGES=6
STAGE=0
STAGE_NAME=''
RUN_START=$(date +%s%N)
STAGE_START=$RUN_START
TIMINGS=()
LOGS=$(mktemp -d)

secs() { awk -v a="$1" -v b="$(date +%s%N)" 'BEGIN { printf "%.1f", (b - a) / 1e9 }'; }

stage() {
  STAGE=$((STAGE + 1))
  STAGE_NAME="$1"
  STAGE_START=$(date +%s%N)
  printf '\n\033[1m==> [%d/%d] %s\033[0m\n' "$STAGE" "$TOTAL_STAGES" "$STAGE_NAME"
}

stage_done() {
  local took
  took=$(secs "$STAGE_START")
  TIMINGS+=("$STAGE_NAME ${took}s")
  printf '\033[2m--- [%d/%d] %s: ok in %ss\033[0m\n' "$STAGE" "$TOTAL_STAGES" "$STAGE_NAME" "$took"
}

finish() {
  local code=$?
  [[ -n "${CHROMIUM_PID:-}" ]] && kill "$CHROMIUM_PID" 2>/dev/null
  rm -rf "$LOGS"
  if [[ $code -ne 0 ]]; then
    printf '\n\033[31m--- [%d/%d] %s: FAILED after %ss\033[0m\n' "$STAGE" "$TOTAL_STAGES" "$STAGE_NAME" "$(secs "$STAGE_START")"
    echo "npm test: FAILED at stage $STAGE/$TOTAL_STAGES ($STAGE_NAME), exit code $code, total $(secs "$RUN_START")s"
    # The plain closing line CI reads: stages passed and failed.
    echo "stages: $((STAGE - 1)) passed, 1 failed"
  fi
}
trap finish EXIT

# Commands side by side (each `name: command`), for checks that use one core each; their output is printed in order
# once all have ended, with each one's time; fails when any failed.
side_by_side() {
  local names=() pids=() i=0 failed=0
  for job in "$@"; do
    names+=("${job%%:*}")
    (
      started=$(date +%s%N)
      code=0
      bash -c "${job#*: }" >"$LOGS/$i.log" 2>&1 || code=$?
      secs "$started" >"$LOGS/$i.took"
      exit $code
    ) &
    pids+=($!)
    i=$((i + 1))
  done
  for i in "${!pids[@]}"; do
    local code=0
    wait "${pids[$i]}" || code=$?
    cat "$LOGS/$i.log"
    if [[ $code -eq 0 ]]; then
      echo "  ${names[$i]}: ok in $(cat "$LOGS/$i.took")s"
    else
      echo "  ${names[$i]}: FAILED (exit code $code)"
      failed=1
    fi
  done
  return $failed
}

# Debian's Chromium for the browser stages, installed while the first stages run.
bash scripts/ensure-chromium.sh >"$LOGS/chromium.log" 2>&1 &
CHROMIUM_PID=$!

stage 'i18n compile, flow catalogue data'
if [[ -f locales/en/messages.po ]]; then
  npx lingui compile --typescript
else
  echo 'skipped: no locales/en/messages.po yet'
fi
npx tsx scripts/diagrams.ts --data
stage_done

stage 'static checks: typecheck, lint, format, diagrams, course files (side by side)'
side_by_side \
  'typecheck: npx tsc --noEmit -p tsconfig.json' \
  'lint: npx eslint .' \
  'format: npx prettier --check . --log-level warn && npx tsx scripts/diagrams.ts --check && mkdir -p .tmp && (npx tsx scripts/coursesCheck.ts > .tmp/courses-check.txt || { cat .tmp/courses-check.txt; exit 1; })'
stage_done

stage 'unit and model path tests (vitest), model transition coverage'
rm -rf reports/model-coverage
npx vitest run --project unit --project unit-dom --project model
npx tsx scripts/modelCoverage.ts
stage_done

stage 'build (npm run build)'
npm run --silent build
stage_done

stage 'server tests on PGlite and on PostgreSQL, benchmarks in their smoke mode (side by side)'
# Each PostgreSQL run has a throw-away cluster of its own (scripts/with-postgres.sh finds a free port).
side_by_side \
  'server tests on embedded PGlite: env -u TEST_DATABASE_URL -u DATABASE_URL npx vitest run --project server' \
  'server tests on PostgreSQL: env -u DATABASE_URL bash scripts/with-postgres.sh npx vitest run --project server --project server-outages' \
  'benchmarks (smoke): BENCH_APP_DIR=dist PG_PORT=54349 env -u DATABASE_URL bash scripts/with-postgres.sh bash scripts/bench-smoke.sh'
stage_done

stage 'end-to-end and browser paths (Playwright, Chromium; scripts/pathsCoverage.ts)'
wait "$CHROMIUM_PID" || { cat "$LOGS/chromium.log"; exit 1; }
CHROMIUM_PID=
cat "$LOGS/chromium.log"
rm -rf reports/paths-coverage
E2E_BUILT=1 npx playwright test
npx tsx scripts/pathsCoverage.ts
stage_done

echo
for t in "${TIMINGS[@]}"; do echo "  $t"; done
echo "npm test: all $TOTAL_STAGES stages passed in $(secs "$RUN_START")s"
echo "stages: $TOTAL_STAGES passed, 0 failed"
