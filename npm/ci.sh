#!/usr/bin/env bash
# CI for the npm package: builds it (npm/build.sh), runs its tests with
# Node's test runner against the built package, type-checks a typed example
# with `tsc --strict`, packs it with `npm pack` and runs the README's
# example and the conformance corpus (crates/sashite-ops/tests/data) in a
# scratch project that installs the tarball. Installs what is
# missing; skips, saying why, only when such an install fails.
set -euo pipefail
cd "$(dirname "$0")/.."

skip() {
    echo "skipped: the npm package's tests: $*"
    exit 0
}

set +e
npm/build.sh
status=$?
set -e
case $status in
    0) ;;
    3) skip "an install of the WebAssembly tools failed (see above)" ;;
    *) exit "$status" ;;
esac

command -v npm >/dev/null || skip "npm is missing"
if [ ! -d npm/node_modules/typescript ]; then
    (cd npm && npm ci --no-audit --no-fund) || skip "npm ci failed"
fi

# The command whose --json records the package's must equal.
cli=$(cargo build -p sashite-cli --bin sashite --message-format=json-render-diagnostics |
    grep '"reason":"compiler-artifact"' | grep '"executable":"' |
    grep -o '"executable":"[^"]*"' | cut -d'"' -f4 | tail -n 1)
[ -x "$cli" ] || { echo "npm/ci.sh: cargo named no sashite executable" >&2; exit 1; }

(cd npm && SASHITE_CLI=$cli node --test test/)
(cd npm && node_modules/.bin/tsc -p examples/tsconfig.json)

# The README's example must be the one run below.
if ! node -e 'const { readFileSync: read } = require("node:fs");
    process.exit(read("npm/README.md", "utf8").includes(read("npm/examples/readme.mjs", "utf8")) ? 0 : 1)'; then
    echo "npm/ci.sh: npm/README.md does not show npm/examples/readme.mjs" >&2
    exit 1
fi
root=$PWD
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
tarball=$(cd "$scratch" && npm pack "$root/npm" --silent | tail -n 1)
echo "npm/ci.sh: $tarball: $(wc -c <"$scratch/$tarball") bytes"
(
    cd "$scratch"
    mkdir project
    cd project
    npm init -y >/dev/null
    npm install --no-audit --no-fund "../$tarball" >/dev/null
    cp "$root/npm/examples/readme.mjs" .
    node readme.mjs >readme.out
    # The conformance corpus on the installed tarball, as a user gets it.
    # (.mjs: the scratch project is no ES module package.)
    cp "$root/npm/test/contract.test.js" contract.test.mjs
    cp "$root/crates/sashite-ops/tests/data/contract.jsonl" .
    SASHITE_CONTRACT=contract.jsonl node --test contract.test.mjs >contract.out ||
        { cat contract.out; exit 1; }
    grep '^# contract' contract.out
)
if ! diff -u npm/examples/readme.out "$scratch/project/readme.out"; then
    echo "npm/ci.sh: the README example's output changed (npm/examples/readme.out)" >&2
    exit 1
fi
echo "npm/ci.sh: the packed package runs the README example"
