#!/usr/bin/env bash
# Make sure a Chromium is available for the browser tests: Debian's /usr/bin/chromium when present;
# as root on Debian, install it with apt-get; otherwise let Playwright download its own build.
set -euo pipefail
py=${1:-.venv/bin/python}
if [ -n "${TOPEKA_CHROMIUM:-}" ] && [ -x "${TOPEKA_CHROMIUM}" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No /usr/bin/chromium: installing Playwright's Chromium..."
"$py" -m playwright install chromium
