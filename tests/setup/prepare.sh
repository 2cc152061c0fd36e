#!/usr/bin/env bash
# Everything the test suite needs besides npm packages: Debian's Chromium for the browser tests
# (installed when missing and possible), a type check, the linter, the formatter's check, and a
# fresh build of the client. The checks come before the build and the tests, so that a type or lint error fails in
# about a minute rather than after the suite.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing and cannot be installed here (needs root and apt-get): browser tests will fail." >&2
  fi
fi

echo "Type-checking…"
npx tsc -p .
echo "Linting…"
npm run --silent lint
echo "Checking the formatting…"
npx prettier --check --log-level warn .
echo "Building the client…"
npx vite build --logLevel warn
