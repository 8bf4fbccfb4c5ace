#!/usr/bin/env bash
# Builds the board editor page into web/dist/: the page's static files, and
# the npm package's browser entry under web/dist/sashite/ in the package's
# own layout (src/browser.js and src/api.js, the release WebAssembly and
# its wasm-bindgen glue in dist/pkg/, built by crates/sashite-wasm/
# bindgen.sh, which installs the tools it needs): the page calls the API
# npm users call, with its argument checks and SashiteErrors.
# Exit status: 0 built, 3 an install failed (web/ci.sh skips then), other
# non-zero a build failure.
set -euo pipefail
cd "$(dirname "$0")/.."

dist=web/dist
package=$dist/sashite
rm -rf "$dist"
mkdir -p "$package/src"
crates/sashite-wasm/bindgen.sh "$package/dist/pkg" --target web --no-typescript
cp npm/src/browser.js npm/src/api.js "$package/src/"
cp web/index.html web/style.css web/*.js "$dist/"
