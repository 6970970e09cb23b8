#!/usr/bin/env bash
# Runs every test in the package, as CI does.
#   1. FieldCore's tests, headless: no display, and a manifest that declares no GTK target
#      at all (MATERIAL_FIELDS_HEADLESS=1), so they would pass on a machine without GTK.
#   2. The interop and widget tests against real GTK under Xvfb, with every GLib-CRITICAL
#      fatal and the cairo renderer pinned for stable images.
# Exits non-zero as soon as a test fails.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== FieldCore: headless (no DISPLAY, no GTK in the build graph) =="
env -u DISPLAY -u WAYLAND_DISPLAY MATERIAL_FIELDS_HEADLESS=1 \
    swift test --scratch-path .build-headless
headless_binary=$(find .build-headless -name 'MaterialFieldsPackageTests.xctest' -type f | head -n 1)
if [ -n "$headless_binary" ] && ldd "$headless_binary" | grep -q 'libgtk'; then
    echo "error: the headless FieldCore tests link GTK" >&2
    exit 1
fi

echo "== GtkInterop and MaterialFields: real GTK under Xvfb, criticals fatal =="
# dbus-run-session gives GTK a session bus (accessibility), silencing its warning.
G_DEBUG=fatal-criticals GSK_RENDERER=cairo \
    dbus-run-session -- xvfb-run -a -s "-screen 0 1280x1024x24" \
    swift test --skip FieldCoreTests
