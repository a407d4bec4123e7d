#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for Playwright (test tools cannot
# download their own browsers here). Installs it with apt when running as root; otherwise
# prints how to install it and fails.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [[ -x "$CHROMIUM" ]]; then
  echo "chromium: $("$CHROMIUM" --version 2>/dev/null || echo "present at $CHROMIUM")"
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]]; then
  echo "chromium: not found at $CHROMIUM, installing Debian's chromium package (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
  if [[ ! -x "$CHROMIUM" ]]; then
    echo "chromium: apt-get finished but $CHROMIUM is still missing" >&2
    exit 1
  fi
  echo "chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi

cat >&2 <<MSG
chromium: $CHROMIUM is missing and this script is not running as root, so it cannot install it.
Install Debian's Chromium once, then run the tests again:

    sudo apt-get update && sudo apt-get install -y chromium

(Playwright uses /usr/bin/chromium; it cannot download its own browser here.)
MSG
exit 1
