#!/usr/bin/env bash
# `npm test`: every check the product has, in order, stopping at the first failure.
#   1 i18n compile   2 typecheck   3 lint   4 diagrams:check   5 unit   6 model paths + coverage
#   7 server tests (embedded PGlite)   8 server tests (real PostgreSQL via scripts/with-postgres.sh)
#   9 end-to-end and the flow models' browser paths (Playwright, Debian's Chromium), then their transition coverage
# Each stage prints a header and its elapsed seconds; the last line is the summary.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

TOTAL_STAGES=9
STAGE=0
STAGE_NAME=''
RUN_START=$(date +%s%N)
STAGE_START=$RUN_START
TIMINGS=()

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
  if [[ $code -ne 0 ]]; then
    printf '\n\033[31m--- [%d/%d] %s: FAILED after %ss\033[0m\n' "$STAGE" "$TOTAL_STAGES" "$STAGE_NAME" "$(secs "$STAGE_START")"
    echo "npm test: FAILED at stage $STAGE/$TOTAL_STAGES ($STAGE_NAME), exit code $code, total $(secs "$RUN_START")s"
    # The plain closing line CI reads: stages passed and failed.
    echo "stages: $((STAGE - 1)) passed, 1 failed"
  fi
}
trap finish EXIT

stage 'i18n compile'
if [[ -f locales/en/messages.po ]]; then
  npx lingui compile --typescript
else
  echo 'skipped: no locales/en/messages.po yet'
fi
stage_done

stage 'typecheck (tsc --noEmit)'
npx tsc --noEmit -p tsconfig.json
stage_done

stage 'lint (eslint, prettier)'
npx eslint .
npx prettier --check . --log-level warn
stage_done

stage 'diagrams are up to date (diagrams:check)'
npx tsx scripts/diagrams.ts --check
stage_done

stage 'unit tests (vitest --project unit)'
npx vitest run --project unit --passWithNoTests
stage_done

stage 'model path tests + transition coverage (test:model)'
npm run --silent test:model
stage_done

stage 'server tests on embedded PGlite (vitest --project server)'
env -u TEST_DATABASE_URL -u DATABASE_URL npx vitest run --project server
stage_done

stage 'server tests on PostgreSQL (scripts/with-postgres.sh)'
env -u DATABASE_URL bash scripts/with-postgres.sh npx vitest run --project server
stage_done

stage 'end-to-end and browser paths (Playwright, Chromium; scripts/pathsCoverage.ts)'
bash scripts/ensure-chromium.sh
rm -rf reports/paths-coverage
npx playwright test
npx tsx scripts/pathsCoverage.ts
stage_done

echo
for t in "${TIMINGS[@]}"; do echo "  $t"; done
echo "npm test: all $TOTAL_STAGES stages passed in $(secs "$RUN_START")s"
echo "stages: $TOTAL_STAGES passed, 0 failed"
