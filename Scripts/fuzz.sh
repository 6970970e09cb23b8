#!/usr/bin/env bash
# Fuzzes the demo with random real X input for longer than CI does:
#   Scripts/fuzz.sh [SEED] [SECONDS]        (defaults: seed 1, 300 s)
# Needs what `Scripts/setup.sh tests` installs. Prints the seed of any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export MATERIAL_FIELDS_FUZZ_SEED="${1:-${MATERIAL_FIELDS_FUZZ_SEED:-1}}"
export MATERIAL_FIELDS_FUZZ_SECONDS="${2:-${MATERIAL_FIELDS_FUZZ_SECONDS:-300}}"
swift build --build-tests
Scripts/gtk-session.sh swift test --skip-build --filter FuzzTests 2>&1 | grep -E "fuzz:|error|passed|failed"
