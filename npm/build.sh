#!/usr/bin/env bash
# Builds the npm package `sashite` in npm/ from a clean checkout: the
# release WebAssembly and its glue into npm/dist/pkg/ (crates/sashite-wasm/
# bindgen.sh installs the wasm32 target and wasm-bindgen-cli when missing).
# Then `npm pack ./npm` packs it.
# Exit status: 0 built, 3 an install failed, other non-zero a build failure.
set -euo pipefail
cd "$(dirname "$0")/.."

crates/sashite-wasm/bindgen.sh npm/dist/pkg --target web
# The package's licence, and those of the fonts the pictures' outlines
# come from (inside the module).
cp LICENSE.md npm/LICENSE.md
cp crates/sashite-render/src/svg/glyphs/LICENSE-NotoCJK.txt crates/sashite-render/src/svg/glyphs/LICENSE-DejaVu.txt npm/
