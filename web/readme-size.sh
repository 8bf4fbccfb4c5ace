#!/usr/bin/env bash
# Checks the WebAssembly module's size that the root README states ("The
# module is about N KB (M KB gzipped)", KB = 1000 bytes) against the module
# web/build.sh built: each figure within 5% of the file's, so that the
# README cannot drift far (it said 195 KB when the module was 228). Run by
# web/ci.sh after the build.
set -euo pipefail
cd "$(dirname "$0")/.."

wasm=web/dist/sashite/dist/pkg/sashite_wasm_bg.wasm
[ -f "$wasm" ] || { echo "readme-size.sh: $wasm is missing: run web/build.sh" >&2; exit 1; }
bytes=$(wc -c <"$wasm")
gzipped=$(gzip -9 -c "$wasm" | wc -c)

sentence=$(tr '\n' ' ' <README.md | grep -o 'The module is about [0-9]* KB ([0-9]* KB gzipped' || true)
if [ -z "$sentence" ]; then
    echo "readme-size.sh: README.md has no \"The module is about N KB (M KB gzipped\"" >&2
    exit 1
fi
numbers=($(grep -o '[0-9]\+' <<<"$sentence"))
stated=${numbers[0]}
stated_gzipped=${numbers[1]}

# Within 5%: |stated * 1000 - actual| * 20 <= actual.
near() { local diff=$(($1 * 1000 - $2)); [ $((${diff#-} * 20)) -le "$2" ]; }
if near "$stated" "$bytes" && near "$stated_gzipped" "$gzipped"; then
    echo "readme-size.sh: README's \"$sentence\" matches $wasm ($bytes bytes, $gzipped gzipped)"
else
    echo "readme-size.sh: README.md says \"$sentence\", but $wasm is $bytes bytes ($gzipped gzipped):" \
        "write about $(((bytes + 500) / 1000)) KB ($(((gzipped + 500) / 1000)) KB gzipped)" >&2
    exit 1
fi
