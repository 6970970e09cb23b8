#!/usr/bin/env bash
# Runs a command in the GTK session the tests run in: under Xvfb (1280×1024, 24 bits), with a
# session bus (GTK's accessibility), a runtime folder and a settings folder of its own, every
# GLib critical fatal, the cairo renderer pinned and the library's messages in English (the
# tests read them so, whatever the developer's language).
#   Scripts/gtk-session.sh [-n DISPLAY-NUMBER] COMMAND [ARGUMENT...]
#   e.g. swift build --build-tests && Scripts/gtk-session.sh swift test --skip-build --filter EntryFieldTests
# The widgets are tested with GTK's and GNOME's defaults, not the developer's settings.ini or
# desktop settings, and nothing the session does is written into those (the bus's dconf
# service writes into XDG_CONFIG_HOME). An accessibility bus the developer's environment
# names (AT_SPI_BUS_ADDRESS, as a Flatpak terminal's does) is not the session's: its own is
# found through its session bus, and its sockets go into its runtime folder, so two sessions
# at once (both lanes, or a developer's beside CI's) never share or take over a bus.
# The runtime folder is made inside the caller's XDG_RUNTIME_DIR (Scripts/test.sh's run
# folder) and removed at the end. Xvfb takes the first free display from DISPLAY-NUMBER on
# (xvfb-run -a). Exits with the command's status (or xvfb-run's or dbus-run-session's, when
# they cannot start it), or 2 when the arguments are wrong or the folder cannot be made.
set -uo pipefail
number=()
if [ "${1:-}" = "-n" ]; then
    [ $# -ge 2 ] || { echo "usage: Scripts/gtk-session.sh [-n DISPLAY-NUMBER] COMMAND [ARGUMENT...]" >&2; exit 2; }
    number=(-n "$2")
    shift 2
fi
[ $# -ge 1 ] || { echo "usage: Scripts/gtk-session.sh [-n DISPLAY-NUMBER] COMMAND [ARGUMENT...]" >&2; exit 2; }
runtime=$(mktemp -d "${XDG_RUNTIME_DIR:-${TMPDIR:-/tmp}}/gtk-session.XXXXXX") || exit 2
chmod 700 "$runtime"
mkdir "$runtime/settings" || exit 2
trap 'rm -rf "$runtime"' EXIT
LANGUAGE=en XDG_RUNTIME_DIR=$runtime XDG_CONFIG_HOME=$runtime/settings G_DEBUG=fatal-criticals GSK_RENDERER=cairo \
    env -u AT_SPI_BUS_ADDRESS dbus-run-session -- xvfb-run -a "${number[@]}" -s "-screen 0 1280x1024x24" "$@"
