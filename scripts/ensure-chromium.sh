#!/usr/bin/env bash
# Makes sure Debian's Chromium (and the fonts the screenshot baselines use) are installed.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ] && fc-list 2>/dev/null | grep -qi "DejaVu Sans"; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium and fonts-dejavu-core (browser tests need them)…"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi
echo "Chromium is missing: run 'sudo apt-get install -y chromium fonts-dejavu-core' (or set CHROMIUM_PATH), then run the tests again." >&2
exit 1
