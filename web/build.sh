#!/usr/bin/env bash
# Builds the board editor page into web/dist/: the release WebAssembly of
# crates/sashite-wasm and its wasm-bindgen glue (crates/sashite-wasm/
# bindgen.sh, which installs the tools it needs), and the static files.
# Exit status: 0 built, 3 an install failed (web/ci.sh skips then), other
# non-zero a build failure.
set -euo pipefail
cd "$(dirname "$0")/.."

dist=web/dist
rm -rf "$dist"
mkdir -p "$dist"
crates/sashite-wasm/bindgen.sh "$dist/pkg" --target web --no-typescript
cp web/index.html web/style.css web/*.js "$dist/"
