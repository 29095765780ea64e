#!/usr/bin/env bash
# Makes sure Debian's Chromium, its headless shell (the end-to-end run's lighter browser) and the
# fonts the screenshot baselines use are installed: DejaVu for Latin and Cyrillic, TLWG for Thai
# (the baselines' non-Latin locale).
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
SHELL_BIN=${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}
PACKAGES="chromium chromium-headless-shell fonts-dejavu-core fonts-thai-tlwg"
# Read the font list once: `fc-list | grep -q` under pipefail fails when grep stops reading early.
fonts=$(fc-list 2>/dev/null || true)
if [ -x "$CHROMIUM" ] && [ -x "$SHELL_BIN" ] && grep -qi "DejaVu Sans" <<<"$fonts" && grep -qi "tlwg" <<<"$fonts"; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's $PACKAGES (browser tests and screenshots need them)…"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $PACKAGES >/dev/null
  exit 0
fi
echo "Chromium or its fonts are missing: run 'sudo apt-get install -y $PACKAGES' (or set CHROMIUM_PATH), then run the tests again." >&2
exit 1
