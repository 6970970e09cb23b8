#!/usr/bin/env bash
# Runs every test in the package, as CI does.
#   1. FieldCore's tests, headless: no display, and a manifest that declares no GTK target
#      at all (MATERIAL_FIELDS_HEADLESS=1), so they would pass on a machine without GTK.
#   2. The interop and widget tests against real GTK under Xvfb, with every GLib-CRITICAL
#      fatal and the cairo renderer pinned for stable images.
# Exits non-zero as soon as a test fails; ends with one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
# The tests read the library's messages in English, whatever the machine's language.
export LANGUAGE=en
# A folder of this run's own, removed at its end, with its logs and two more:
# - a runtime folder: the accessibility bus, dconf and every session this run starts put
#   their sockets there (without one, the bus takes ~/.cache/at-spi), so two runs at once
#   (both lanes, or a developer's beside CI's) never share or take over a bus;
# - a temporary folder: SwiftPM leaves folders and lock files in it with each command, and
#   the compiler writes macro expansions to $TMPDIR/swift-generated-sources (where another
#   user made that folder in a shared /tmp, it cannot, and writes them into the package
#   folder instead). What the package's own tests and scripts leave there fails the run.
# (Short names: sessions put sockets in these folders, and a socket's path may not be
# longer than 107 bytes.)
run=$(mktemp -d "${TMPDIR:-/tmp}/mf-run.XXXXXX")
trap 'rm -rf "$run"' EXIT
logs=$run/logs
export XDG_RUNTIME_DIR=$run/runtime TMPDIR=$run/tmp
mkdir -m 700 "$logs" "$XDG_RUNTIME_DIR" "$TMPDIR"

# The translators' template holds every message the sources have: a message added or
# changed without running Scripts/update-pot.py fails here, before any build.
echo "== po/: the template up to date with the sources, and every po/*.po complete against it (msgfmt --check) =="
python3 Scripts/update-pot.py --check

echo "== FieldCore: headless (no DISPLAY, no GTK in the build graph) =="
env -u DISPLAY -u WAYLAND_DISPLAY MATERIAL_FIELDS_HEADLESS=1 \
    swift test --scratch-path .build-headless 2>&1 | tee "$logs/headless.log"
headless_binary=$(find .build-headless -name 'MaterialFieldsPackageTests.xctest' -type f | head -n 1)
if [ -z "$headless_binary" ] || ldd "$headless_binary" | grep -q 'libgtk'; then
    echo "error: the headless FieldCore test binary is missing or links GTK" >&2
    exit 1
fi

echo "== GtkInterop, MaterialFields and the demo: real GTK under Xvfb, criticals fatal =="
# The demo's tests run the material-fields-demo executable itself: build every product.
# An app that depends on the package sees its warnings: there must be none.
swift build 2>&1 | tee "$logs/build.log"
if grep -E '/Sources/[^:]+:[0-9]+:[0-9]+: warning:' "$logs/build.log"; then
    echo "error: the package's code builds with warnings" >&2
    exit 1
fi
swift build --build-tests 2>&1 | tee "$logs/test-build.log"
tests_binary="$(swift build --show-bin-path)/MaterialFieldsPackageTests.xctest"
# The suites that listen to a real Orca, IBus or mutter spend their time waiting for speech
# and compositions, not computing: they start now, in a process of their own, and the rest
# runs beside them, niced. One process, not more: its sessions wait for speech on time, and
# a second would share the cores with them. Each process has its own display (xvfb-run from
# its own number up, so the two never race for one), session bus and runtime folder
# (Scripts/gtk-session.sh, the session every GTK program of the run gets). The
# listening process runs the test binary itself, as SwiftPM holds its build folder's lock
# for the other.
listening=(MaterialFieldsDemoTests.ScreenReaderTests MaterialFieldsDemoTests.OrcaSaidOnceTests
           MaterialFieldsDemoTests.OrcaLocaleTests MaterialFieldsDemoTests.WaylandScreenReaderTests
           MaterialFieldsTests.IBusInputMethodTests MaterialFieldsTests.WaylandInputMethodTests
           MaterialFieldsTests.WaylandSessionTests)
Scripts/gtk-session.sh -n 150 "$tests_binary" "$(IFS=,; echo "${listening[*]}")" > "$logs/listening.log" 2>&1 &
listening_pid=$!
status=0
# Meanwhile, at the lowest priority, so the listening suites hear on time: the DocC catalogs
# build with no warning and MaterialFields' API shows no C pointer; the Debian packages are
# built and installed (as root), and their examples run where Swift is absent. The C,
# Python, GJS and Vala tests use the library, header, pkg-config file, typelib, Vala API
# and C reference installed in .build/c from the same export of the Git tree and the same
# Swift build folder: the library is compiled once. The functions a first form and the
# sign-up run execute are all in the library's link order file (else each one outside its
# block costs every process up to 64 KB). Then the other suites, niced.
skips=()
for suite in "${listening[@]}"; do skips+=(--skip "${suite#*.}"); done
{ nice -n 19 Scripts/check-docs.sh && INSTALL_PREFIX=.build/c nice -n 19 Scripts/check-debs.sh &&
  SCRATCH_PATH=$PWD/.build-debs/swift nice -n 19 Scripts/gtk-session.sh -n 180 python3 Scripts/update-link-order.py --check; } || status=$?
if [ "$status" -eq 0 ]; then
    nice -n 10 Scripts/gtk-session.sh -n 99 swift test --skip-build --skip FieldCoreTests "${skips[@]}" 2>&1 | tee "$logs/gtk.log" || status=$?
fi
wait "$listening_pid" || status=$(( status ? status : $? ))
echo "== The suites that listen to Orca, IBus and mutter (${listening[*]#*.}) =="
cat "$logs/listening.log"
if [ "$status" -ne 0 ]; then
    echo "error: a GTK test failed (exit $status)" >&2
    exit "$status"
fi

# A test process removes its temporary paths as it exits (TemporaryPath), and each script
# its own folders. The package names what it makes here mf-* or material-fields*: any of
# them still here was left behind, and would be left in the user's temporary folder by the
# same tests run outside this script. (What SwiftPM leaves goes with the run's folder.)
left=$(find "$TMPDIR" -mindepth 1 -maxdepth 1 \( -name 'mf-*' -o -name 'material-fields*' \) -printf '%f\n')
if [ -n "$left" ]; then
    echo "error: the tests left these in the temporary folder:" >&2
    echo "$left" >&2
    exit 1
fi

# Swift Testing ends with "Test run with N tests ... passed" (or "... failed"); XCTest's
# last "Executed N tests, with [K tests skipped and] F failures" is its total. Skipped
# tests are counted apart, never as passed.
count() {
    local log=$1
    local swift_testing xctest skipped
    swift_testing=$(grep -oE 'Test run with [0-9]+ tests?' "$log" | grep -oE '[0-9]+' | awk '{s+=$1} END {print s+0}' || true)
    xctest=$(grep -E 'Executed [0-9]+ tests?' "$log" | tail -n 1 || true)
    skipped=$(echo "$xctest" | grep -oE '[0-9]+ tests? skipped' | grep -oE '^[0-9]+' || true)
    skipped=$(( ${skipped:-0} + $(grep -cE '^(◇|✘|↳)? ?Test [^ ]+ skipped' "$log" || true) ))
    xctest=$(echo "$xctest" | grep -oE 'Executed [0-9]+' | grep -oE '[0-9]+' || true)
    echo "$(( swift_testing + ${xctest:-0} - skipped )) $skipped"
}
read -r headless_passed headless_skipped < <(count "$logs/headless.log")
read -r gtk_passed gtk_skipped < <(count "$logs/gtk.log")
read -r listening_passed listening_skipped < <(count "$logs/listening.log")
passed=$(( headless_passed + gtk_passed + listening_passed ))
skipped=$(( headless_skipped + gtk_skipped + listening_skipped ))
if [ "$passed" -eq 0 ]; then
    echo "error: no test ran" >&2
    exit 1
fi
echo "tests: $passed passed, 0 failed, $skipped skipped"
