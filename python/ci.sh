#!/usr/bin/env bash
# The Python package's CI (called by .ci/run): build the wheel, install it in
# a fresh virtual environment, run pytest (tests and README examples) and
# mypy --strict on the typed example, against the installed wheel.
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd .. && pwd)
python=${PYTHON:-python3}
venv="$root/target/python-ci"

if ! "$python" -c 'import sys; assert sys.version_info >= (3, 9)' 2>/dev/null; then
    echo "skipped: no Python 3.9 or later (set PYTHON=...)"
    exit 0
fi

started=$SECONDS
rm -rf "$venv"
"$python" -m venv "$venv"
pip=("$venv/bin/python" -m pip --disable-pip-version-check -q)
"${pip[@]}" install "maturin>=1.9.4,<2" "pytest>=7" "hypothesis>=6" "mypy>=1.5"
# pandas and polars test the README's DataFrame examples; pyarrow (the
# `arrow` extra), polars (the `polars` extra), pandas and DuckDB the Arrow
# columns and the Polars plugin. Without them (no network, no wheel for
# this platform) those tests are skipped.
timeout 300 "${pip[@]}" install pandas polars || echo "pandas/polars not installed: their examples are skipped"

# The wheel (abi3, in the workspace's target/wheels), then the package from it.
rm -f "$root"/target/wheels/sashite-*.whl
(unset VIRTUAL_ENV CONDA_PREFIX; "$venv/bin/maturin" build --release --quiet --out "$root/target/wheels")
wheel=$(ls "$root"/target/wheels/sashite-*.whl)
"${pip[@]}" install --force-reinstall --no-deps "$wheel"
echo "$wheel"
# The extras as a user installs them: pyarrow and polars from the wheel's
# metadata.
timeout 300 "${pip[@]}" install "$wheel[arrow,polars]" duckdb \
    || echo "the arrow/polars extras or DuckDB not installed: sashite.arrow and sashite.polars tests are skipped"

# The pytest executable (not `python -m pytest`) leaves this directory off
# sys.path, so `import sashite` finds the installed wheel, as conftest checks.
SASHITE_TEST_INSTALLED=1 "$venv/bin/pytest" -q -p no:cacheprovider
(cd tests && "$venv/bin/mypy" --strict --no-incremental typed_example.py)
if "$venv/bin/python" -c 'import pyarrow, polars' 2>/dev/null; then
    (cd tests && "$venv/bin/mypy" --strict --no-incremental typed_data_example.py)
fi
# The stubs against the installed module: every name, signature and class.
# sashite.arrow and sashite.polars import only with their extras: without
# them, stubtest leaves them out.
optional=()
"$venv/bin/python" -c 'import pyarrow' 2>/dev/null || optional+=(sashite.arrow)
"$venv/bin/python" -c 'import polars' 2>/dev/null || optional+=(sashite.polars)
allowlist="$venv/stubtest-allowlist.txt"
printf '%s\n' "${optional[@]}" >"$allowlist"
(cd "$venv" && bin/python -m mypy.stubtest --allowlist "$allowlist" sashite)
echo "python package: $((SECONDS - started)) s"
