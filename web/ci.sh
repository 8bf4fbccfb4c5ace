#!/usr/bin/env bash
# CI for the web page: builds it (web/build.sh) and runs the browser tests
# in Debian's headless Chromium with playwright-core. Installs what is
# missing (the wasm target, wasm-bindgen-cli, chromium, the npm packages);
# skips, saying why, only when such an install fails.
set -euo pipefail
cd "$(dirname "$0")/.."

skip() {
    echo "skipped: the web page's browser tests: $*"
    exit 0
}

set +e
web/build.sh
status=$?
set -e
case $status in
    0) ;;
    3) skip "an install of the WebAssembly tools failed (see above)" ;;
    *) exit "$status" ;;
esac

# The module's size the README states is today's.
web/readme-size.sh

chromium=${CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$chromium" ]; then
    if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
        skip "$chromium is missing and apt-get cannot install it here"
    fi
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } ||
        skip "apt-get install chromium failed"
fi

command -v npm >/dev/null || skip "npm is missing"
if [ ! -d web/node_modules/playwright-core ] || [ ! -d web/node_modules/axe-core ]; then
    (cd web && npm ci --no-audit --no-fund) || skip "npm ci failed"
fi

cd web
CHROMIUM=$chromium node --test tests/
