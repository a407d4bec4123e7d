#!/usr/bin/env bash
# Makes sure Debian's Chromium is here for the tests (test tools cannot download their own browsers): its headless
# shell (/usr/bin/chromium-headless-shell), which Playwright drives, and the full browser (/usr/bin/chromium), which
# Lighthouse measures. Installs them with apt when running as root; otherwise prints how to install them and fails.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
SHELL_BROWSER=/usr/bin/chromium-headless-shell

if [[ -x "$CHROMIUM" && -x "$SHELL_BROWSER" ]]; then
  echo "chromium: $("$CHROMIUM" --version 2>/dev/null || echo "present at $CHROMIUM"), and its headless shell"
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]]; then
  echo "chromium: installing Debian's chromium and chromium-headless-shell packages (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-liberation >/dev/null
  for browser in "$CHROMIUM" "$SHELL_BROWSER"; do
    if [[ ! -x "$browser" ]]; then
      echo "chromium: apt-get finished but $browser is still missing" >&2
      exit 1
    fi
  done
  echo "chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi

cat >&2 <<MSG
chromium: $CHROMIUM or $SHELL_BROWSER is missing and this script is not running as root, so it cannot install them.
Install Debian's Chromium once, then run the tests again:

    sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell

(Playwright uses $SHELL_BROWSER and Lighthouse $CHROMIUM; neither can download its own browser here.)
MSG
exit 1
