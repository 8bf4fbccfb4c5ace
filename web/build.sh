#!/usr/bin/env bash
# Builds the board editor page into web/dist/: the release WebAssembly of
# crates/sashite-wasm, its wasm-bindgen glue, and the static files.
# Installs what is missing: the wasm32 target, wasm-bindgen-cli at exactly
# the version of the wasm-bindgen library in Cargo.lock, and binaryen's
# wasm-opt (apt-get, as root).
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

cargo build -p sashite-wasm --lib --target "$target" --profile wasm

rm -rf "$dist"
mkdir -p "$dist"
wasm-bindgen --target web --no-typescript --out-dir "$dist/pkg" \
    "target/$target/wasm/sashite_wasm.wasm"
wasm=$dist/pkg/sashite_wasm_bg.wasm
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
cp web/index.html web/style.css web/*.js "$dist/"

bytes=$(wc -c <"$wasm")
gzipped=$(gzip -9 -c "$wasm" | wc -c)
echo "build.sh: $wasm: $bytes bytes ($gzipped gzipped)"
if [ "$bytes" -gt "$max_bytes" ]; then
    echo "build.sh: the module is over $max_bytes bytes" >&2
    exit 1
fi
