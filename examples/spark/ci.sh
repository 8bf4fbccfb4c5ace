#!/usr/bin/env bash
# The Spark example's CI (called by .ci/run after python/ci.sh, whose wheel
# it installs): check.py runs fen_to_feen.py with spark-submit in local[2]
# mode and checks what it writes. Java 17 comes from Debian's packages
# (openjdk-17-jre-headless) and pyspark from PyPI, into a virtual
# environment of its own, kept between runs (pyspark is a 400 MB download);
# both are installed when missing, and the step is skipped with a message
# only when they cannot be.
#
# `ci.sh --prepare` only makes the virtual environment (pyspark, mostly a
# download): .ci/run starts it in the background first, so that it
# overlaps the Rust builds instead of adding to them.
set -euo pipefail
cd "$(dirname "$0")"
prepare_only=false
[ "${1:-}" = "--prepare" ] && prepare_only=true
root=$(cd ../.. && pwd)
python=${PYTHON:-python3}
venv="$root/target/spark-example/venv"
started=$SECONDS

skip() {
    echo "skipped: $*; the Spark example is not run"
    exit 0
}

if ! "$python" -c 'import sys; assert sys.version_info >= (3, 9)' 2>/dev/null; then
    skip "no Python 3.9 or later (set PYTHON=...)"
fi
pip=("$venv/bin/python" -m pip --disable-pip-version-check -q)
# mapInArrow needs pyspark's `sql` extra (pyarrow, and pandas, which it
# checks for though the batches never become DataFrames; pyspark 4 asks
# for pandas 2).
if ! "$venv/bin/python" -c 'import pyspark, pyarrow, pandas' 2>/dev/null; then
    rm -rf "$venv"
    "$python" -m venv "$venv"
    timeout 900 "${pip[@]}" install "pyspark[sql]>=4,<5" "pandas<3" ||
        skip "pyspark could not be installed from PyPI"
fi
if $prepare_only; then
    echo "spark example: environment ready in $((SECONDS - started)) s"
    exit 0
fi

# Spark 4 runs on Java 17 or later.
java_ok() {
    command -v java >/dev/null || return 1
    local major
    major=$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1)
    [ "${major:-0}" -ge 17 ]
}
if ! java_ok; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless >/dev/null; } ||
            echo "apt-get install openjdk-17-jre-headless failed"
    fi
fi
if ! java_ok; then
    skip "no Java 17 or later (Debian: apt-get install openjdk-17-jre-headless)"
fi

wheels=("$root"/target/wheels/sashite-*.whl)
if [ ! -f "${wheels[0]}" ]; then
    skip "no sashite wheel in target/wheels (python/ci.sh builds it)"
fi

"${pip[@]}" install --force-reinstall --no-deps "${wheels[@]}"

"$venv/bin/python" check.py --master 'local[2]'
echo "spark example: $((SECONDS - started)) s"
