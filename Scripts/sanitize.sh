#!/usr/bin/env bash
# Runs the GTK tests once under AddressSanitizer and LeakSanitizer, outside CI (the
# instrumented build and run take about 15 minutes):
#   Scripts/sanitize.sh
# Needs what `Scripts/setup.sh tests` installs. A use after free, an overflow or a leak
# that the package's own code allocated fails it; GTK's, GLib's and Mesa's caches, which
# they keep until exit, are listed but do not. The demo's tests, the fuzzing included, run
# the instrumented demo, so an error in the demo fails them too.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests --sanitize=address --scratch-path .build-asan
# The whole report stays in the build folder, for reading every leak's stack.
log=.build-asan/sanitize.log
# GLib's slice allocator would hide its blocks from the leak checker.
# exitcode=0: the demo's own runs (its process tests) must not fail on GTK's caches;
# the summary below decides.
G_SLICE=always-malloc ASAN_OPTIONS=detect_leaks=1:malloc_context_size=12 LSAN_OPTIONS=exitcode=0 \
    Scripts/gtk-session.sh swift test --skip-build --scratch-path .build-asan --sanitize=address \
    --skip FieldCoreTests >"$log" 2>&1 || true
if grep -q "ERROR: AddressSanitizer" "$log"; then
    grep -A40 "ERROR: AddressSanitizer" "$log" >&2
    exit 1
fi
summary=$(grep -E "Executed [0-9]+ tests" "$log" | tail -n 1)
echo "$summary"
python3 Scripts/leak-summary.py "$log"
if ! echo "$summary" | grep -q "with 0 failures"; then
    grep -E "error: " "$log" >&2
    exit 1
fi
