#!/usr/bin/env bash
# Builds the release WebAssembly of sashite-wasm and runs wasm-bindgen on it:
#   crates/sashite-wasm/bindgen.sh OUT_DIR [wasm-bindgen options…]
# (web/build.sh and npm/build.sh call it). Installs what is missing: the
# wasm32 target, and wasm-bindgen-cli at exactly the version of the
# wasm-bindgen library in Cargo.lock, and binaryen's wasm-opt. Fails when
# the module is over 280 KB (250 KB until the operation layer: its error
# codes, option checks and piece names cost 15 KB, 4 KB of it gzipped; 260
# KB until the core's speed work of issue 34: a building copy of the FEEN
# reader, the FEN dialects' token tables and the faster builders cost 12 KB,
# 6 KB of it gzipped).
# Exit status: 0 built, 3 an install failed, other non-zero a build failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=${1:?usage: bindgen.sh OUT_DIR [wasm-bindgen options]}
shift
target=wasm32-unknown-unknown
max_bytes=$((280 * 1024))

install_failed() {
    echo "bindgen.sh: could not install $1" >&2
    exit 3
}

if ! rustup target list --installed | grep -qx "$target"; then
    rustup target add "$target" || install_failed "the $target target"
fi

# The version of the library, as Cargo.lock holds it.
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ -z "$version" ]; then
    echo "bindgen.sh: no wasm-bindgen in Cargo.lock" >&2
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
    echo "bindgen.sh: cargo named no sashite_wasm.wasm artifact" >&2
    exit 1
fi

rm -rf "$out"
wasm-bindgen --out-dir "$out" "$@" "$module"
wasm=$out/sashite_wasm_bg.wasm
# wasm-opt -Oz (binaryen) keeps the module under the budget: it takes about
# 8% off the raw size (the FEN bridge brought 37 KB), little off the gzipped
# one. The features are rustc's for the target, named one by one: the
# binaryen Debian ships (108) writes an invalid module with --all-features.
if ! command -v wasm-opt >/dev/null; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq binaryen >/dev/null; } ||
            install_failed "binaryen (wasm-opt)"
    else
        install_failed "binaryen (wasm-opt): apt-get install binaryen"
    fi
fi
wasm-opt -Oz --enable-bulk-memory --enable-multivalue --enable-mutable-globals \
    --enable-nontrapping-float-to-int --enable-reference-types --enable-sign-ext \
    "$wasm" -o "$wasm.opt"
mv "$wasm.opt" "$wasm"

bytes=$(wc -c <"$wasm")
gzipped=$(gzip -9 -c "$wasm" | wc -c)
echo "bindgen.sh: $wasm: $bytes bytes ($gzipped gzipped)"
if [ "$bytes" -gt "$max_bytes" ]; then
    echo "bindgen.sh: the module is over $max_bytes bytes" >&2
    exit 1
fi
