#!/usr/bin/env bash
# Builds the board editor page into web/dist/: the release WebAssembly of
# crates/sashite-wasm, its wasm-bindgen glue, and the static files.
# Installs what is missing: the wasm32 target, and wasm-bindgen-cli at
# exactly the version of the wasm-bindgen library in Cargo.lock.
# Exit status: 0 built, 3 an install failed (web/ci.sh skips then), other
# non-zero a build failure.
set -euo pipefail
cd "$(dirname "$0")/.."

target=wasm32-unknown-unknown
dist=web/dist
max_bytes=$((250 * 1024))

install_failed() {
    echo "build.sh: could not install $1" >&2
    exit 3
}

if ! rustup target list --installed | grep -qx "$target"; then
    rustup target add "$target" || install_failed "the $target target"
fi

# The version of the library, as Cargo.lock holds it.
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ -z "$version" ]; then
    echo "build.sh: no wasm-bindgen in Cargo.lock" >&2
    exit 1
fi
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $version"; then
    # A debug build installs in about a third of the time and writes the
    # same files (checked byte for byte) in well under a second.
    cargo install --locked --debug wasm-bindgen-cli --version "$version" ||
        install_failed "wasm-bindgen-cli $version"
fi

# Cargo says where it wrote the module (CARGO_TARGET_DIR, --target-dir or
# a config may move it): the artifact line of sashite-wasm names it.
module=$(cargo build -p sashite-wasm --lib --target "$target" --profile wasm \
    --message-format=json-render-diagnostics |
    grep '"reason":"compiler-artifact"' | grep '"name":"sashite_wasm"' |
    grep -o '"[^"]*\.wasm"' | tr -d '"' | tail -n 1)
if [ ! -f "$module" ]; then
    echo "build.sh: cargo named no sashite_wasm.wasm artifact" >&2
    exit 1
fi

rm -rf "$dist"
mkdir -p "$dist"
wasm-bindgen --target web --no-typescript --out-dir "$dist/pkg" "$module"
# No wasm-opt pass: it gains about 10% raw and 1% gzipped here, and the
# binaryen Debian ships (108) writes an invalid module with --all-features.
wasm=$dist/pkg/sashite_wasm_bg.wasm
cp web/index.html web/style.css web/*.js "$dist/"

bytes=$(wc -c <"$wasm")
gzipped=$(gzip -9 -c "$wasm" | wc -c)
echo "build.sh: $wasm: $bytes bytes ($gzipped gzipped)"
if [ "$bytes" -gt "$max_bytes" ]; then
    echo "build.sh: the module is over $max_bytes bytes" >&2
    exit 1
fi
